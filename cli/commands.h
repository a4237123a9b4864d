// The `stardate` subcommands, one file each. Each Add*() registers its subcommand on `app`;
// when run, the subcommand stores its exit code in `*exit_code`: kExitOk, kExitBadInput or
// kExitUsage. The helpers below the Add*() functions are defined in cli/command_support.cc.
#ifndef STARDATE_CLI_COMMANDS_H_
#define STARDATE_CLI_COMMANDS_H_

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::cli {

// Exit codes of every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;  // a file is bad or unreadable, or the audit found
                                         // illegal actions
inline constexpr int kExitUsage = 2;     // the command line itself is wrong (unknown command
                                         // or option, malformed or unknown argument value)

void AddRecord(CLI::App& app, int* exit_code);
void AddDump(CLI::App& app, int* exit_code);
void AddShow(CLI::App& app, int* exit_code);
void AddVerify(CLI::App& app, int* exit_code);
void AddAudit(CLI::App& app, int* exit_code);
void AddRules(CLI::App& app, int* exit_code);
void AddCards(CLI::App& app, int* exit_code);
void AddDeck(CLI::App& app, int* exit_code);
void AddView(CLI::App& app, int* exit_code);
void AddIndex(CLI::App& app, int* exit_code);
void AddStats(CLI::App& app, int* exit_code);
void AddSql(CLI::App& app, int* exit_code);
void AddDiff(CLI::App& app, int* exit_code);
void AddFork(CLI::App& app, int* exit_code);
void AddKeygen(CLI::App& app, int* exit_code);
void AddSeal(CLI::App& app, int* exit_code);
void AddReveal(CLI::App& app, int* exit_code);

// The text of a key file (stardate keygen), at most 4 KiB. NotFound / InvalidArgument naming it.
Result<std::string> ReadKeyFile(const std::string& path);

// "stardate 0.1.0 (log format 2, rules 1: <registered games>)": the product, the log format it
// writes, the version of the rules its replays follow and the games it plays.
std::string VersionText();

// Reports bad input and returns kExitBadInput. Prints "stardate: <message>" to standard
// error; with `json`, prints {"error":{"exit":1,"kind":...,"message":...}} on standard output
// instead, so a program reading the JSON always gets JSON.
int Fail(const Status& status, bool json = false);

// Reports a command-line mistake the same way and returns kExitUsage.
int FailUsage(const std::string& message, bool json = false);

// The error object Fail() prints in JSON mode, without the line end.
std::string ErrorJson(int exit_code, const std::string& kind, const std::string& message);

// Opens the log at `path` for replay; on error reports it (as JSON with `json`), sets
// `*exit_code` and returns null. Read-ahead is on when a second core is free.
std::unique_ptr<replayer::Replayer> OpenLog(const std::string& path, int* exit_code,
                                            bool json = false);
// Turns on read-ahead (replayer/read_ahead.h) when the machine has a second core: every command
// that walks one whole log at a time does so (the same events and output, less wall time).
void ReadAheadWhenFree(replayer::Replayer& replayer);

}  // namespace stardate::cli

#endif  // STARDATE_CLI_COMMANDS_H_
