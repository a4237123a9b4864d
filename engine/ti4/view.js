// The Twilight Imperium 4 board of the replay viewer (`stardate view`): embedded in the page
// (cli/view/page.html) where its game's script goes. It defines gameView: the game's name, what
// a player's view hides, and render(s), which draws the module's state JSON (DescribeJson) into
// the page's #players and #map with the page's el() and $().
function renderTi4(s) {
  s.players.forEach((p, i) => {
    const div = el("div", { class: "player" + (i === s.active && s.turn > 0 ? " active" : ""),
                            "data-name": p.name, "data-vp": p.victoryPoints,
                            "data-commodities": p.commodities, "data-tradegoods": p.tradeGoods,
                            "data-stations": p.spaceStations });
    div.appendChild(el("div", { class: "name" }, p.name + " \u00b7 " + p.faction));
    div.appendChild(el("div", {}, p.victoryPoints + " VP \u00b7 commodities " + p.commodities + "/" +
      p.commodityValue + " \u00b7 trade goods " + p.tradeGoods + " \u00b7 stations " + p.spaceStations));
    $("players").appendChild(div);
  });
  const map = $("map");
  map.appendChild(el("h2", {}, "Systems" + (s.activeSystem ? " (active: " + s.activeSystem + ")" : "")));
  const grid = el("div", { id: "systems" });
  const who = (i) => s.players[i] ? s.players[i].name : "player " + i;
  for (const sys of s.systems) {
    let busy = sys.frontier || sys.space.some(Boolean);
    const box = el("div", { class: "system", "data-system": sys.name, "data-tile": sys.tile });
    box.appendChild(el("div", { class: "title" }, sys.name + " "));
    box.firstChild.appendChild(el("span", { class: "meta" }, "tile " + sys.tile + (sys.frontier ? ", frontier token" : "")));
    sys.space.forEach((u, i) => {
      if (u) box.appendChild(el("div", { class: "units", "data-player": who(i), "data-units": u }, who(i) + ": " + u));
    });
    for (const pl of sys.planets) {
      if (pl.controller || pl.units.some(Boolean)) busy = true;
      const d = el("div", { class: "planet" + (pl.spaceStation ? " station" : ""), "data-planet": pl.name,
                            "data-controller": pl.controller || "", "data-exhausted": pl.exhausted });
      d.textContent = (pl.spaceStation ? "\u2605 station " : "") + pl.name + ": " +
        (pl.controller ? "controlled by " + pl.controller : "uncontrolled") + (pl.exhausted ? ", exhausted" : "");
      pl.units.forEach((u, i) => { if (u) d.appendChild(el("div", { class: "meta" }, who(i) + ": " + u)); });
      box.appendChild(d);
    }
    if (!busy) box.classList.add("empty");
    grid.appendChild(box);
  }
  map.appendChild(grid);
}

const gameView = {
  title: "Twilight Imperium 4",
  hidden: "the seed; everything else this game models is public",
  render: renderTi4,
};
