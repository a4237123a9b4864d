// The Star Trek CCG First Edition board of the replay viewer (`stardate view`): embedded in the
// page (cli/view/page.html) where its game's script goes. It defines gameView: the game's name,
// what a player's view hides, and render(s), which draws the module's state JSON (DescribeJson)
// into the page's #players, #map and #pending with the page's el() and $().
function cardItem(c, children) {
  const li = el("li", { class: "card" + (c.damaged ? " damaged" : ""), "data-card": c.card,
                        "data-zone": c.zone, "data-where": c.where, "data-controller": c.controller });
  if (c.faceDown) {
    li.classList.add("facedown");
    li.textContent = "face-down card";
  } else {
    li.appendChild(el("span", { class: "cn" }, c.card));
    const bits = [c.zone];
    if (c.controller) bits.push(c.controller);
    if (c.affiliation) bits.push(c.affiliation);
    if (c.damaged) bits.push("damaged");
    li.appendChild(el("span", { class: "zone" }, " [" + bits.join(", ") + "]"));
  }
  const kids = children.get(c.card) || [];
  if (kids.length) {
    const ul = el("ul", { class: "tree" });
    for (const k of kids) ul.appendChild(cardItem(k, children));
    li.appendChild(ul);
  }
  return li;
}

function renderStccg(s) {
  const players = $("players");
  s.players.forEach((p, i) => {
    const div = el("div", { class: "player" + (p.name === s.active && s.turn > 0 ? " active" : ""),
                            "data-name": p.name, "data-score": p.score, "data-deck": p.drawDeck,
                            "data-hand": p.hand.length + p.unknownInHand,
                            "data-unknown": p.unknownInHand });
    div.appendChild(el("div", { class: "name" }, p.name));
    div.appendChild(el("div", {}, "score " + p.score + " \u00b7 draw deck " + p.drawDeck +
                                  " \u00b7 card plays " + p.cardPlays));
    const hand = el("div", { class: "hand" });
    const names = p.hand.slice();
    if (p.unknownInHand) names.push(p.unknownInHand + " unknown card" + (p.unknownInHand === 1 ? "" : "s"));
    hand.textContent = "hand: " + (names.length ? names.join(", ") : "empty");
    for (const h of p.hand) hand.appendChild(el("span", { class: "handcard", "data-card": h, hidden: "" }));
    div.appendChild(hand);
    // Cards in play on the table (seeded doorways, events, objectives), on no card.
    const table = s.cards.filter((c) => c.zone === "in play" && !c.where && c.controller === p.name);
    if (table.length) {
      const ul = el("ul", { class: "tree" });
      for (const c of table) ul.appendChild(cardItem(c, new Map()));
      div.appendChild(el("div", { class: "meta" }, "on the table:"));
      div.appendChild(ul);
    }
    const discard = s.cards.filter((c) => c.zone === "discard" && c.controller === p.name);
    if (discard.length) div.appendChild(el("div", { class: "meta" }, "discard: " + discard.map((c) => c.card).join(", ")));
    players.appendChild(div);
  });
  // What each card holds (aboard, docked, sites, events played on it).
  const children = new Map();
  const missions = new Set(s.spaceline.map((m) => m.mission));
  const held = new Set(["aboard", "docked", "site", "in play", "under mission"]);
  for (const c of s.cards) {
    if (!held.has(c.zone) || !c.where || missions.has(c.where)) continue;
    if (!children.has(c.where)) children.set(c.where, []);
    children.get(c.where).push(c);
  }
  const map = $("map");
  const quadrants = [];
  for (const m of s.spaceline) if (!quadrants.includes(m.quadrant)) quadrants.push(m.quadrant);
  for (const q of quadrants) {
    const div = el("div", { class: "quadrant", "data-quadrant": q });
    div.appendChild(el("h2", {}, q + " Quadrant spaceline"));
    const line = el("div", { class: "line" });
    for (const m of s.spaceline.filter((x) => x.quadrant === q)) {
      const box = el("div", { class: "mission", "data-mission": m.mission });
      box.appendChild(el("div", { class: "title" }, m.mission));
      box.appendChild(el("div", { class: "meta" }, (m.planet ? "planet" : "space") +
        (m.homeworld ? ", homeworld" : "") + ", seeded by " + m.seededBy));
      const ul = el("ul", { class: "tree" });
      for (const c of s.cards) {
        if (c.where !== m.mission) continue;
        if (c.zone === "at location" || c.zone === "on planet" || c.zone === "under mission" ||
            c.zone === "in play") {
          ul.appendChild(cardItem(c, children));
        }
      }
      box.appendChild(ul);
      line.appendChild(box);
    }
    div.appendChild(line);
    map.appendChild(div);
  }
  const pend = s.cards.filter((c) => c.zone === "pending");
  if (pend.length) map.appendChild(el("div", { class: "meta" }, "being played: " + pend.map((c) => c.card).join(", ")));
  for (const p of s.pending) {
    $("pending").appendChild(el("li", { "data-window": p.window, "data-depth": p.depth },
      "window " + p.window + " (depth " + p.depth + "): " + p.action + "; " + p.nextResponder +
      " to respond, " + p.passes + " pass(es)"));
  }
}

const gameView = {
  title: "Star Trek CCG 1E",
  hidden: "the other player's hand and face-down cards, deck order, the seed",
  render: renderStccg,
};
