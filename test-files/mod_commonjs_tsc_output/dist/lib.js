"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Table = exports.VERSION = void 0;
exports.parseCsv = parseCsv;
exports.defaultHelper = defaultHelper;
const util_1 = require("./util.js");
exports.VERSION = "2.1.0";
function parseCsv(text) {
    const [head, ...lines] = text.trim().split("\n");
    const keys = head.split(",");
    return lines.map((line) => {
        const cells = line.split(",");
        const row = {};
        keys.forEach((k, i) => {
            row[k] = util_1.coerce(cells[i]);
        });
        return row;
    });
}
class Table {
    constructor(rows) {
        this.rows = rows;
    }
    total(key) {
        return this.rows.reduce((sum, r) => sum + (typeof r[key] === "number" ? r[key] : 0), 0);
    }
    toString() {
        return `Table(${this.rows.length} rows)`;
    }
}
exports.Table = Table;
function defaultHelper() {
    return "helper";
}
exports.default = defaultHelper;
