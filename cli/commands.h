// The `stardate` subcommands, one file each. Each Add*() registers its subcommand on `app`;
// when run, the subcommand stores its exit code in `*exit_code` (0 ok, 1 bad input or
// findings, 2 usage).
#ifndef STARDATE_CLI_COMMANDS_H_
#define STARDATE_CLI_COMMANDS_H_

#include <CLI/CLI.hpp>
#include <string>

#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::cli {

void AddRecord(CLI::App& app, int* exit_code);
void AddDump(CLI::App& app, int* exit_code);
void AddShow(CLI::App& app, int* exit_code);
void AddVerify(CLI::App& app, int* exit_code);
void AddAudit(CLI::App& app, int* exit_code);
void AddRules(CLI::App& app, int* exit_code);
void AddCards(CLI::App& app, int* exit_code);

// Prints "stardate: <message>" to standard error and returns the exit code for `status`
// (2 for usage-like errors the caller marks, else 1).
int Fail(const Status& status);

// Opens the log at `path` for replay; on error reports it, sets `*exit_code` and returns null.
std::unique_ptr<replayer::Replayer> OpenLog(const std::string& path, int* exit_code);

}  // namespace stardate::cli

#endif  // STARDATE_CLI_COMMANDS_H_
