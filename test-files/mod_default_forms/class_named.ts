export default class Named { hi() { return "named class"; } }
