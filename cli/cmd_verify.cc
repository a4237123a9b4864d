// stardate verify GAME.sdlog [--pubkey NAME.pub] [--json]: structure, checksums, hash chain
// and re-simulation; with --pubkey, also the seal (format/seal.h).
#include <cstdio>
#include <optional>

#include "analyzer/verify.h"
#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/state_codec.h"
#include "format/seal.h"

namespace stardate::cli {

void AddVerify(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    std::string pubkey;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "verify",
      "Check a log's structure, checksums and hash chain, and re-simulate it against "
      "its recorded state hashes. Exit 1 with every problem found listed.");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_option("--pubkey", args->pubkey,
                  "also check the log's seal (stardate seal) against this public key "
                  "(NAME.pub): a log changed in any byte, sealed by another key or not sealed "
                  "fails");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    std::optional<format::PublicKey> key;
    if (!args->pubkey.empty()) {
      auto text = ReadKeyFile(args->pubkey);
      auto parsed = text.ok() ? format::ParsePublicKey(*text, args->pubkey)
                              : Result<format::PublicKey>(text.status());
      if (!parsed.ok()) {
        *exit_code = Fail(parsed.status(), args->json);
        return;
      }
      key = *parsed;
    }
    auto r = OpenLog(args->path, exit_code, args->json);
    if (r == nullptr) return;
    analyzer::VerifyReport report = analyzer::Verify(*r);
    std::string seal = "not checked";
    if (key) {
      Status sealed = format::CheckSeal(r->reader(), *key);
      if (sealed.ok()) {
        seal = "sealed by " + format::KeyFingerprint(*key);
      } else {
        seal = sealed.message();
        // The seal's verdict first: it is what --pubkey asked.
        report.problems.insert(report.problems.begin(), sealed.message());
      }
    }
    *exit_code = report.ok() ? kExitOk : kExitBadInput;
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->path);
      j.Key("ok").Bool(report.ok());
      j.Key("events").Uint(report.events);
      j.Key("chunks").Uint(report.chunks);
      j.Key("snapshots").Uint(report.snapshots);
      j.Key("footer").Bool(report.has_footer);
      j.Key("finalState").String(report.final_state_hash);
      j.Key("chainValue").String(engine::HexString(r->reader().chain_hash()));
      j.Key("seal").String(seal);
      j.Key("problems").BeginArray();
      for (const std::string& p : report.problems) j.String(p);
      j.EndArray();
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
      return;
    }
    if (!report.ok()) {
      size_t n = report.problems.size();
      std::fprintf(stderr, "stardate: verify failed: %s: %zu problem%s\n", args->path.c_str(), n,
                   n == 1 ? "" : "s");
      for (const std::string& p : report.problems) std::fprintf(stderr, "  %s\n", p.c_str());
      return;
    }
    std::printf("%s: ok: %llu events in %zu chunks, %zu snapshots, final state %s\n",
                args->path.c_str(), static_cast<unsigned long long>(report.events), report.chunks,
                report.snapshots, report.final_state_hash.c_str());
    if (key) std::printf("%s: %s\n", args->path.c_str(), seal.c_str());
  });
}

}  // namespace stardate::cli
