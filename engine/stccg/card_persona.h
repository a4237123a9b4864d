// Which cards a card text's "any Odo", "any Nor", "any Enterprise" means (data/rules/
// 004_5c48bb6bc5e9de9d.txt, "any"): a persona's versions, never an impersonator; a station
// identified as a Nor; a ship with the name in its title. Read from the card list's columns
// (engine/stccg/card_pool.h, CardFacts): Name, Type, Class, Persona, Lore, Keywords.
#ifndef STARDATE_ENGINE_STCCG_CARD_PERSONA_H_
#define STARDATE_ENGINE_STCCG_CARD_PERSONA_H_

#include <string_view>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

// True when `card` is a Personnel card representing the character `name` ("Odo", "Miles
// O'Brien"): its title is the name (or the name and a version, "Odo (The Trouble with
// Tribbles)", "Odo 2E (Constable)"), holds it as whole words ("Overseer Odo"), or its Persona
// column names it ("(Miles O'Brien)" on Smiley). An impersonator (a Founder lookalike: its
// Persona column in angle brackets, the lore's italicized name, or the Infiltrator keyword) is
// never a true representation of the character: Odo Founder is not Odo.
bool IsPersona(const CardFacts& card, std::string_view name);

// True when `card` is what a card text means by "any NAME" (004 "any"): for personnel, a
// version of the persona (IsPersona); for a facility, a station whose title or lore identifies
// it as NAME ("any Nor": Terok Nor, Empok Nor, Deep Space 9 "Formerly known as Terok Nor"); for
// equipment, the name in its title or lore; for ships and every other card type, the name in its
// title ("any Enterprise"). Names match as whole words, case-sensitively.
bool IsAnyOf(const CardFacts& card, std::string_view name);

// True for an impersonating personnel (see IsPersona).
bool IsImpersonator(const CardFacts& card);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_PERSONA_H_
