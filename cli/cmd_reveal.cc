// stardate reveal GAME.sdlog --seed N -o REVEALED.sdlog [--force] [--json]
//
// The seed of a game recorded with its seed withheld, checked against the header's commitment
// and written into a copy of the log (analyzer/reveal.h). The copy goes to a temporary file
// beside -o, renamed over it only once complete: a wrong seed writes nothing, and the input is
// only read.
#include <cstdio>

#include "analyzer/reveal.h"
#include "cli/commands.h"
#include "cli/output_file.h"
#include "engine/json_writer.h"

namespace stardate::cli {
namespace {

// A seed as a script writes it: decimal, or 0x and up to 16 hex digits.
bool ParseSeed(const std::string& text, uint64_t* seed) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const std::string digits = hex ? text.substr(2) : text;
  if (digits.empty() || digits.size() > (hex ? 16u : 20u)) return false;
  uint64_t value = 0;
  for (char c : digits) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
    if (d < 0) return false;
    const uint64_t base = hex ? 16 : 10;
    if (value > (UINT64_MAX - static_cast<uint64_t>(d)) / base) return false;
    value = value * base + static_cast<uint64_t>(d);
  }
  *seed = value;
  return true;
}

}  // namespace

void AddReveal(CLI::App& app, int* exit_code) {
  struct Args {
    std::string log;
    std::string seed;
    std::string output;
    bool force = false;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "reveal",
      "Reveal the seed of a game recorded with its seed withheld (record --secret-seed, or the "
      "script's 'seed N secret'): the seed is checked against the commitment the header "
      "published, and a copy of the log with the seed in its header is written to -o (every "
      "event and snapshot copied as stored). An audit of the copy checks every random outcome. "
      "A seed that does not match is refused and nothing is written.");
  cmd->add_option("log", args->log, "the log whose seed is withheld")->required();
  cmd->add_option("--seed", args->seed, "the game's seed: decimal, or 0x and hex digits")
      ->required();
  cmd->add_option("-o,--output", args->output, "the revealed log to write")->required();
  cmd->add_flag("-f,--force", args->force, "overwrite the file -o names if it exists");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    uint64_t seed = 0;
    if (!ParseSeed(args->seed, &seed)) {
      *exit_code = FailUsage(
          "--seed: expected a number that fits in 64 bits (decimal, or 0x "
          "and hex digits), found '" +
              args->seed + "'",
          json);
      return;
    }
    analyzer::RevealResult revealed;
    Status written = WriteOutput(args->output, {{args->log, "the log being revealed"}}, args->force,
                                 [&](const std::string& path) {
                                   auto result = analyzer::RevealSeed(args->log, seed, path);
                                   if (!result.ok()) return result.status();
                                   revealed = std::move(result).value();
                                   return Status::Ok();
                                 });
    if (!written.ok()) {
      *exit_code = Fail(written, json);
      return;
    }
    if (json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->output);
      j.Key("from").String(args->log);
      j.Key("seed").Uint(seed);
      j.Key("commitment").String(revealed.commitment);
      j.Key("events").Uint(revealed.events);
      j.Key("chunks").Uint(revealed.chunks);
      j.Key("snapshots").Uint(revealed.snapshots);
      j.Key("sealDropped").Bool(revealed.was_sealed);
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf(
          "seed %llu matches the commitment %s: wrote %s (%llu events; audit it to check "
          "every random outcome)\n",
          static_cast<unsigned long long>(seed), revealed.commitment.c_str(), args->output.c_str(),
          static_cast<unsigned long long>(revealed.events));
      if (revealed.was_sealed) {
        std::printf(
            "the input was sealed; its seal covers the withheld header, so the revealed "
            "log is not sealed (stardate seal)\n");
      }
    }
    *exit_code = kExitOk;
  });
}

}  // namespace stardate::cli
