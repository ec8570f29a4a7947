export default function () { return "anonymous fn"; }
