export default function named() { return "named fn"; }
