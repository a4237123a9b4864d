// Citations for every Star Trek CCG 1E check: the file (in data/) and the sentence that states
// the rule, quoted verbatim. tests/engine/rule_catalogue_test.cc checks each quote against its
// file and against the words its rule is about.
#include <algorithm>
#include <vector>

#include "engine/stccg/rule_ids.h"

namespace stardate::engine::stccg {
namespace {

constexpr std::string_view kFacility = "data/rules/000_63f6709b3bd4740e.txt";
constexpr std::string_view kBase = "data/reference/stccg1e-base-rules.md";
constexpr std::string_view kDominion = "data/rules/003_e9f36b50e205961e.txt";
constexpr std::string_view kRulings = "data/rules/004_5c48bb6bc5e9de9d.txt";
constexpr std::string_view kGlossary = "data/rules/002_375844ef1735151a.txt";

const Rule kRules[] = {
    {rules::kFacilityBuildAllowed, kFacility,
     "Additional copies may be built during the play phase if the game text allows it",
     "A facility whose text does not allow building is built in the play phase."},
    {rules::kFacilityBuildEngineer, kFacility,
     "You may build an outpost where you have a compatible ENGINEER of the specified affiliation "
     "or species at a suitable mission location.",
     "An outpost is built where the player has no ENGINEER of the affiliation its text names."},
    {rules::kFacilityNotDuplicatable, kFacility, "specifies that it is not duplicatable",
     "A second copy of a not-duplicatable facility (headquarters, labelled stations) is put in "
     "play."},
    {rules::kFacilityHeadquartersHomeworld, kFacility,
     "A headquarters may be seeded or built only on the specified homeworld.",
     "A headquarters is placed anywhere but the homeworld its text names."},
    {rules::kFacilityStationLocation, kFacility,
     "Stations may be established only at the locations specified on the cards.",
     "A station is placed anywhere but where its text says (a region, a named mission, a "
     "completed planet mission, a Gamma Quadrant non-homeworld mission)."},
    {rules::kFacilityOutpostReference, kFacility,
     "However, card references to the outposts (or stations) themselves do not include other "
     "facilities.",
     "A card that plays on an outpost (Spacedock) is played on another kind of facility."},
    {rules::kUseOpponentOutpost, kFacility,
     "You may not use your opponent’s outposts (or operate their SHIELDS, transporters, "
     "holodecks, or other features)",
     "A player docks at, beams to or from, or otherwise uses the opponent's outpost."},
    {rules::kEnterCompatible, kFacility,
     "Your cards must be compatible with a facility (except a Nor) to report to, dock at, or "
     "enter the facility.",
     "Personnel enter (beam or walk into) a facility they are not compatible with; a Nor "
     "admits anyone."},
    {rules::kBeamNor, kFacility,
     "you may not beam cards (except tribbles) to, from, or within a Nor unless a card allows it",
     "Cards are beamed to, from or within a Nor."},
    {rules::kBeamTransporters, kFacility,
     "All facilities have transporters, unless otherwise specified.",
     "Cards are beamed to or from a facility whose text says it has no transporters."},
    {rules::kDockSpaceFacility, kFacility,
     "Ships cannot dock at a planet facility and receive no protection from its SHIELDS.",
     "A ship docks at a facility that stands on a planet (a headquarters)."},
    {rules::kDockAllowed, kFacility,
     "Other space facilities allow docking only if specified in their text (or the text of a "
     "docking site).",
     "A ship docks at a station whose text (and sites) do not allow docking."},
    {rules::kDockCompatible, kRulings,
     "When compatibility with a facility is required to dock a ship, only the ship itself must "
     "be compatible with the facility",
     "A ship docks at a facility (other than a Nor) it is not compatible with."},
    {rules::kDockedNoWeapons, kFacility,
     "may not attempt missions or fire its WEAPONS, even in retaliation",
     "A docked ship initiates battle (it may not fire its WEAPONS)."},
    {rules::kReportStation, kFacility,
     "Stations without sites (such as Colony and Deep Space Station K-7) do not allow cards to "
     "report unless the station itself has text explicitly allowing reporting.",
     "A card reports to a station whose text allows no reporting (or aboard Empok Nor)."},
    {rules::kRepairFacility, kFacility,
     "Damaged ships may be repaired by docking at an outpost or Docking Pylons site for a period "
     "of time.",
     "A ship is repaired without serving two full turns docked at a facility that repairs; or a "
     "repair the rules required is missing."},
    {rules::kBattleInitiation, kBase,
     "On your turn, during execute orders. The attacker needs WEAPONS",
     "Battle is initiated by a card without WEAPONS, against a target elsewhere, or against "
     "one's own card."},
    {rules::kBattleLeader, kBase, "a leader (OFFICER or Leadership) and matching personnel aboard",
     "A ship or facility initiates battle without a leader (an OFFICER or a Leadership "
     "personnel) and a personnel of its own affiliation aboard."},
    {rules::kBattleFederation, kGlossary, "may not initiate battle except against Borg",
     "A Federation force initiates battle against a non-Borg target."},
    {rules::kBattleReturnFire, kBase,
     "The defender may return fire at one of the ships that fired on it.",
     "A defender returns fire with a card that has no WEAPONS or is not where the battle is."},
    {rules::kWalkStopped, kDominion,
     "as soon as they stop at any site, for any reason, they may not walk again that turn.",
     "Personnel walk again in a turn after they stopped at a site."},
    {rules::kBattleDestroyed, kFacility,
     "Facilities participate in battle and are damaged or destroyed in the same manner as ships.",
     "A ship or facility the battle destroyed is not removed (a required consequence is "
     "missing), or a card is destroyed that the battle did not destroy."},
    {rules::kFacilityDestroyedKill, kFacility,
     "When a facility is destroyed, all personnel aboard or “in” the facility are killed.",
     "The personnel aboard a destroyed facility (or ship) are not killed, or a personnel is "
     "killed who was not aboard."},
    {rules::kCommandeerOwn, kDominion,
     "you may do so only if you do not already control that ship or facility",
     "A player commandeers a facility they already control."},
    {rules::kCommandeerAllowed, kDominion,
     "When a card allows you to commandeer a ship or facility",
     "A facility is commandeered without a card allowing it (for a Nor: Ops, \"Any Computer "
     "Skill personnel unopposed here may commandeer station\")."},
    {rules::kCommandeerAffiliation, kDominion,
     "When you commandeer a Nor, its affiliation changes to match any one of the affiliated "
     "personnel in your commandeering Away Team.",
     "A commandeered Nor takes an affiliation none of the commandeering personnel has."},
    {rules::kCommandeerEmpokNorDilemmas, kDominion,
     "which must then be encountered before the facility can be commandeered",
     "Empok Nor is commandeered while dilemmas remain beneath it."},
    {rules::kSeedCardType, kBase,
     "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
     "A card is seeded in the seed phase of another card type (a ship seeded as a facility, a "
     "personnel as a dilemma)."},
    {rules::kSeedUnderMission, kBase, "dilemmas and artifacts go face down under missions",
     "A dilemma or artifact is seeded under something that is not a mission (or beneath a "
     "facility whose text does not take it)."},
    {rules::kSeedSite, kFacility,
     "referred to collectively as \u201cNors\u201d and are always used in conjunction with "
     "another card type, sites",
     "A site is seeded without a Nor in play to belong to."},
    {rules::kFacilityAtMission, kFacility, "You may seed or build an outpost only at a mission",
     "A facility is seeded or built at something that is not a mission on the spaceline."},
    {rules::kReportCards, kBase,
     "Personnel, ships and equipment report, as your normal card play, to a compatible "
     "facility you control.",
     "A card other than a personnel, ship or equipment reports, or a card reports to "
     "something that is not a facility in play (or a site of one)."},
    {rules::kFlyShip, kBase, "Orders:** fly a ship (spends RANGE)",
     "A card that is not a ship in play on the spaceline flies, or a ship flies to something "
     "that is not a mission."},
    {rules::kDockShip, kBase,
     "Docking and undocking are separate actions. You dock at your own compatible facility",
     "A card that is not a ship docks or undocks, a ship docks at something that is not a "
     "facility or a docking site, or a ship that is not docked undocks."},
    {rules::kBeamCards, kBase, "moves personnel and equipment between a ship or facility",
     "A card that is not a personnel or equipment is beamed."},
    {rules::kWalkSites, kBase, "moves cards between adjacent sites of a Nor",
     "Cards walk to something that is not a site, or to a site of a Nor they are not aboard."},
    {rules::kBattleShipsFacilities, kBase,
     "The target is an opposing ship or facility at the same location",
     "A ship battle is initiated by or against a card that is not a ship or facility, or such "
     "a card fires in it."},
    {rules::kCardFromHand, kBase,
     "Personnel, ships and equipment report, as your normal card play, to a compatible "
     "facility you control.",
     "Cards are played from their owner's hand; seed cards from the seed deck."},
    {rules::kOwnCard, kBase, "Orders:** fly a ship (spends RANGE), dock and undock, beam",
     "A player gives orders only to cards they control."},
    {rules::kBeamSameLocation, kBase,
     "moves personnel and equipment between a ship or facility and a planet surface, or another "
     "ship or facility, at the same location",
     "Beaming moves cards between a ship or facility and a planet, or another ship or "
     "facility, at the same location."},
    {rules::kDockSameLocation, kBase,
     "You dock at your own compatible facility at the same location",
     "A ship docks only at a facility at its own location."},
    {rules::kDrawOpeningHand, kBase, "draw decks are shuffled, each player draws **7**",
     "Before the first turn a player draws more than 7 cards, or a card that is not in their "
     "draw deck."},
    {rules::kCardDraw, kBase,
     "Then draw **1** card, which ends the turn. If you cannot draw, you simply announce the end "
     "of your turn",
     "The card draw that ends a turn is made once, from the player's own draw deck, and not from "
     "an empty one. (Under the seed's randomness, a card that is in the deck but not on top is "
     "core.random.honest.)"},
    {rules::kFacilityNativeQuadrant, kFacility, "Facilities may seed only in their native quadrant",
     "A facility is seeded at a mission outside its native quadrant."},
    {rules::kFacilityHomeworld, kFacility,
     "You may not seed or build any outpost at any homeworld mission",
     "An outpost is seeded or built at a homeworld mission."},
    {rules::kFacilityOutpostIcon, kFacility,
     "You may seed or build an outpost only at a mission (either planet or space, belonging to "
     "either player) with a matching affiliation icon",
     "An outpost is seeded or built at a mission without its affiliation's icon."},
    {rules::kFacilitySeedPhase, kFacility,
     "Seedable facilities seed during the facility seed phase unless otherwise specified",
     "A facility is seeded outside the facility seed phase."},
    {rules::kFacilitySeedOne, kFacility,
     "Most outposts state \u201cseed one\u201d in game text, allowing each player to seed only one "
     "copy of that Outpost card.",
     "A second copy of a \"Seed one\" facility is seeded by the same player."},
    {rules::kFacilityOnePerLocation, kFacility,
     "You may not seed or build any facility at a location where you already have a facility",
     "A player seeds or builds a facility where they already have one."},
    {rules::kFlyRange, kBase, "Cost in RANGE = sum of spans of every location entered",
     "A ship flies farther than its remaining RANGE this turn."},
    {rules::kFlyStaffed, kBase,
     "The crew must supply every [Cmd]/[Stf] icon on the ship, and a [Cmd] personnel can fill a "
     "[Stf] slot. One crew member must match the ship's affiliation",
     "A ship flies without a crew that staffs it: its [Cmd] and [Stf] icons filled, and one "
     "crew member of its affiliation."},
    {rules::kFlyUndocked, kBase, "A ship must be undocked to fly.",
     "A docked ship flies without undocking first."},
    {rules::kReportCompatible, kFacility,
     "Your cards must be compatible with a facility (except a Nor) to report to, dock at, or "
     "enter the facility.",
     "A card reports to a facility it is not compatible with."},
    {rules::kReportNativeQuadrant, kFacility,
     "you may do so only if that card and the facility are both in their native quadrant",
     "A card reports for duty where the card or the facility is outside its native quadrant."},
    {rules::kReportOpponentOutpost, kFacility, "You may not use your opponent\u2019s outposts",
     "A card reports for duty to the opponent's outpost."},
    {rules::kResponseInterrupt, kBase,
     "A valid response must specifically relate to (modify, cancel, nullify, or prevent) the "
     "action.",
     "Only an interrupt may be played into an open response window."},
    {rules::kSeedPhaseOrder, kBase,
     "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
     "A seed card is played after its seed phase has ended."},
    {rules::kTurnActivePlayer, kBase,
     "On your opponent's turn** you may only make valid responses, play interrupts (between "
     "actions or as responses)",
     "A player initiates an action (other than a response) during the opponent's turn."},
    {rules::kNormalCardPlay, kBase, "You get **1 normal card play** per turn",
     "More than one normal card play (report, build) in a turn."},
    {rules::kTurnOrder, kBase, "the player who seeded last takes the first turn",
     "Turns alternate between the players and are numbered 1, 2, 3, ...; play starts after "
     "the seed phases."},
    {rules::kSeedUniquePerMission, kDominion,
     "Both players are still limited to one copy of each seed card at each mission.",
     "A player seeds two copies of one card under the same mission (each player may seed one)."},
    {rules::kAttemptTeam, kBase,
     "An Away Team attempts planet missions and a crew attempts space missions.",
     "A mission is attempted by personnel who are not there: no Away Team on the planet, or no "
     "crew aboard a ship at the space mission."},
    {rules::kAttemptAffiliation, kBase,
     "At least one member must match one of the mission's affiliation icons",
     "A mission is attempted by a team with no member of an affiliation whose icon it shows."},
    {rules::kStopped, kBase,
     "A stopped card may not move on its own, take part in an attack, or take part in any "
     "mission, scouting or commandeering attempt.",
     "A card stopped this turn (by a dilemma, a battle or a card) flies, beams, walks, attacks or "
     "attempts a mission."},
    {rules::kDilemmaOrder, kBase, "Seed cards are encountered bottom-first.",
     "A dilemma is encountered outside an attempt of its mission, or before the seed cards "
     "beneath it (the first seeded is met first)."},
    {rules::kDilemmaPersonnel, kBase,
     "An Away Team is your personnel on a planet; a crew is your personnel aboard a ship or "
     "facility.",
     "A dilemma is written to stop or kill personnel who are not in the attempting team."},
    {rules::kMissionSolve, kGlossary, "solving a mission, a sub-action of the mission attempt",
     "A mission is solved without an attempt in progress, or before every seed card beneath it "
     "was encountered."},
    {rules::kMissionRequirements, kBase,
     "If the survivors meet the mission requirements, you solve the mission and score its "
     "points.",
     "A mission is solved by a team that does not show its requirements (skills, "
     "classifications, attribute totals, named personnel)."},
    {rules::kMissionSolvedOnce, kBase, "A mission may be solved only once per game.",
     "A mission already solved is attempted or solved again."},
    {rules::kGameResult, kBase, "When both draw decks are empty, the higher score wins",
     "The result the header records is not the one the game reached (100 points, both draw "
     "decks empty with the higher score, or a concession)."},
    {rules::kEffectStated, kBase, "initiation (check conditions, choose targets, pay costs)",
     "A stated effect names a cause that is not in play (nor just played or encountered), or "
     "affects cards that are not where the effect needs them."},
    {rules::kBattlePersonnelInitiation, kBase,
     "On your turn (execute orders), at the same planet surface, ship, facility or site.",
     "Personnel attack where they are not, with opposing personnel absent, or where the "
     "attacker has no personnel."},
    {rules::kBattlePersonnelStrength, kBase,
     "Higher STRENGTH may **stun** the adversary. STRENGTH **more than double** the adversary's "
     "may **mortally wound** it",
     "A personnel stuns an adversary of equal or higher STRENGTH, mortally wounds one without "
     "more than double its STRENGTH, or hits someone not fighting in the battle."},
    {rules::kDownloadSource, kDominion,
     "A card with a special download icon allows you to suspend any action at any time while you "
     "download the specified target card and immediately play it.",
     "A card is downloaded by a card not in play, whose text does not name it, or from "
     "somewhere else than its player's hand or draw deck."},
    {rules::kDownloadLocation, kDominion, "the special download icon must be at that location",
     "A card downloaded to a location is played where the downloading card is not."},
    {rules::kDownloadInitiation, kRulings,
     "you must select a target card and complete the download if you have any valid target card "
     "in your deck",
     "A download is begun and abandoned while a valid target is in the player's hand or draw "
     "deck."},
    {rules::kMissionFairPlay, kGlossary,
     "will not allow you to solve an opponent's unique mission if this event is in play",
     "With Fair Play in play, a player solves the opponent's unique mission whose point box "
     "shows fewer than 40 points (Fair Play: \"No player may solve an opponent's unique mission "
     "unless its point box shows at least 40 points OR both players have a copy of it in "
     "play\")."},
    {rules::kReportDocked, kDominion,
     "When a space facility allows a ship to report there, the ship *must* report docked.",
     "A ship reports undocked to a space facility (or docked to a facility on a planet, where no "
     "ship docks)."},
    {rules::kCommandeerAttempt, kDominion,
     "simply announce that your Away Team in Ops is making a \"commandeer attempt,\" then "
     "encounter and resolve the dilemmas as you would for a mission attempt",
     "A commandeer attempt is made at a facility without dilemmas to encounter beneath it, or "
     "by a player with no Away Team in its Ops."},
    {rules::kTurnPhaseOrder, kBase,
     "start of turn \u2192 card play \u2192 execute orders \u2192 end-of-turn actions (including "
     "probing) \u2192 card draw. No going back",
     "An action belongs to a phase of the turn that has already ended."},
    {rules::kInfiltrateIcon, kDominion,
     "The infiltrator's affiliation changes to match that of the infiltration icon.",
     "A card infiltrates that is not a personnel with an infiltration icon naming an "
     "affiliation."},
    {rules::kInfiltrateReport, kDominion,
     "opponent's side or the table, wherever your opponent is allowed to report cards "
     "compatible with that affiliation.",
     "A personnel reports infiltrating aboard a facility that is not the opponent's, is not in "
     "its native quadrant, or is not compatible with the infiltration icon's affiliation."},
    {rules::kInfiltratePresent, kDominion,
     "may infiltrate later in the game, during either player's turn, if present with an "
     "opponent's crew or Away Team that is compatible with the infiltration icon.",
     "A personnel in play starts infiltrating where no opponent's crew or Away Team compatible "
     "with its infiltration icon is present, or while already infiltrating."},
    {rules::kInfiltrateAgain, kDominion,
     "cannot infiltrate again until after being away from (not present with) all of the "
     "opponent's personnel.",
     "An exposed infiltrator infiltrates again without having been away from all of the "
     "opponent's personnel."},
    {rules::kInfiltrateNotIntruder, kDominion,
     "Thus, your opponent's cards cannot initiate battle against your infiltrator, and vice "
     "versa.",
     "A personnel battle is initiated against an infiltrator by the crew or Away Team he is "
     "infiltrating, or by the infiltrator against them."},
    {rules::kInfiltrateActions, kDominion,
     "Other than as stated above, the infiltrator may not take actions (execute orders).",
     "An infiltrator's player moves him together with other cards, someone who is not "
     "infiltrating the attempting crew or Away Team joins its mission attempt, or an infiltrator "
     "under house arrest is moved, attempts or battles."},
    {rules::kInfiltrateExpose, kDominion,
     "Your infiltrator stops infiltrating if he or she is \"exposed,\" which can happen during "
     "either player's turn in one of three ways: (1) voluntarily; (2) by a card play such as "
     "Caught Red-Handed;",
     "A personnel who is not infiltrating is exposed, or another player exposes an infiltrator "
     "voluntarily."},
    {rules::kInfiltrateExposePersona, kDominion,
     "(3) by being present with any version of the persona he or she is impersonating.",
     "An infiltrator present with a version of the persona he impersonates is not exposed (the "
     "log goes on without it), or is said to be exposed by a card that is no such version."},
    {rules::kBattleAffiliation, kDominion,
     "When attacking a force composed of more than one affiliation, you must obey all relevant "
     "affiliation attack restrictions.",
     "A force initiates battle against a force that includes its own affiliation (the standard "
     "restriction: Dominion, Romulan, Cardassian, Bajoran, Ferengi, Borg and the others; not "
     "Klingon, Kazon, Non-Aligned or Neutral), unless a card allows attacking an affiliation the "
     "defending force includes."},
    {rules::kBattleTactic, kRulings,
     "You may use a current tactic even if your only card participating in the battle is a "
     "facility.",
     "A tactic is played with no ship battle waiting for responses, or a second tactic by the "
     "same player in one battle."},
    {rules::kBattlePersonnelCasualty, kBase,
     "The side with the higher total STRENGTH of personnel who are neither stunned nor mortally "
     "wounded. The loser takes one randomly selected casualty",
     "A personnel battle ends without the losing side's casualty, or with a casualty that is not "
     "one of the losing side's personnel (or with one when no side lost)."},
    {rules::kDownloadOncePerGame, kBase, "once per game per title, never while seeding",
     "A player uses the special download icon of a card title to download the same card title a "
     "second time in one game."},
    {rules::kJemHadarSuicide, kDominion,
     "This includes all Jem'Hadar \u2014 of both players \u2014 that were either present with the "
     "changeling or attacking the changeling's Away Team, ship, facility etc.",
     "A Founder (or any Odo) died and the log goes on without the deaths of the Jem'Hadar present "
     "with that changeling or attacking it, or kills a Jem'Hadar no such death calls for."},
    {rules::kWhiteDeprivation, kDominion,
     "After it is over, or even if there was no battle (e.g., if you had one personnel alone), one "
     "of your personnel (random selection) dies from white deprivation.",
     "At the start of a player's turn, a crew or Away Team with [KW] personnel and no "
     "Ketracel-White does not battle as white deprivation requires, or does not lose one of "
     "them (random selection) afterwards."},
    {rules::kWhiteDeprivationBlows, kDominion,
     "Your white-deprived personnel must stun and mortally wound their adversaries whenever "
     "possible.",
     "In a white-deprivation battle, a blow the STRENGTH rules allow is left out, a stun is "
     "written where a mortal wound was possible, or a blow hits someone outside the battle's "
     "teams."},
    {rules::kWhiteDeprivationPrevent, kDominion,
     "You may not prevent them from fighting by using cards such as Emergency Transporter "
     "Armbands, Prepare Assault Teams, I'm a Doctor Not a Doorstop, Smoke Bomb etc.",
     "A card the text names is played to keep white-deprived personnel from their battle."},
    {rules::kKetracelWhiteCountdown, kRulings,
     "If a Doorway card with a countdown icon is closed, the countdown stops.",
     "Ketracel-White (countdown icon [3]; \"Counts down only if you have [KW] personnel present\", "
     "the card list) that has counted down to zero at the end of its owner's turn is not "
     "discarded, or one that has not run out is discarded as if it had."},
    {rules::kKetracelWhiteRation, kDominion,
     "Jem'Hadar are genetically addicted to the white from birth, and require regular doses of "
     "the substance in order to survive.",
     "A player rations Ketracel-White (\"Your Vorta may \"ration\" just one Ketracel-White "
     "present to count down\", the card list) without a Vorta present, outside the turn, for a "
     "card not theirs in play, or twice at one place in a turn."},
};

// The core's rules as the 1E base rules state them (engine/CORE_RULES.md states them for every
// game): findings in a 1E game quote these.
const Rule kCoreCitations[] = {
    {engine::rules::kGameOver, kBase, "until one player scores 100 (or more) points",
     "No action may follow the end of the game (a concession)."},
    {engine::rules::kRequiredMissing, kBase,
     "Mandatory \"must\" actions come before optional ones.",
     "A required action (a resolution, a setup shuffle or draw, the end-of-turn draw) was "
     "omitted from the log."},
    {engine::rules::kWindowNone, kBase,
     "initiation (check conditions, choose targets, pay costs) \u2192 optional responses \u2192 "
     "results",
     "A pass or response was made while no action was waiting for responses."},
    {engine::rules::kWindowResponder, kBase,
     "When an action you initiated is in its optional responses step, your opponent has the "
     "first opportunity to initiate a response",
     "In a response window the opponent of the initiating player responds first, then the "
     "players alternate."},
};

}  // namespace

std::span<const Rule> CoreCitations() { return kCoreCitations; }

std::span<const Rule> Rules() {
  static const std::vector<Rule> sorted = SortedRules(kRules);
  return sorted;
}

}  // namespace stardate::engine::stccg
