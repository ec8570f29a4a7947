export default class { hi() { return "anonymous class"; } }
