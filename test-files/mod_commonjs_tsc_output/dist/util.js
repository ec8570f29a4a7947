"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.coerce = void 0;
const coerce = (s) => (/^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s);
exports.coerce = coerce;
