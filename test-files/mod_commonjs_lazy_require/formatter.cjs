console.log("formatter.cjs runs");
exports.render = (items, settings) =>
  `${settings.title}: ${items.map((i) => settings.upper ? i.toUpperCase() : i).join(settings.separator)}`;
