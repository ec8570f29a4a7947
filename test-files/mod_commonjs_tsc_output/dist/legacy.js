// An old-style module: a function of its own, exports set on the object.
(function () {
  "use strict";
  function pad(s, n) {
    while (s.length < n) s = "0" + s;
    return s;
  }
  module.exports = { pad: pad, version: 1 };
})();
