// stardate keygen -o NAME: an Ed25519 key pair for sealing logs (NAME.key, mode 0600, and
// NAME.pub). stardate seal GAME.sdlog --key NAME.key: appends a seal to a closed log.
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/output_file.h"
#include "engine/json_writer.h"
#include "format/seal.h"

namespace stardate::cli {
namespace {

// Creates `path` with `mode`, refusing an existing file, and writes `text`.
Status WriteNewFile(const std::string& path, const std::string& text, mode_t mode) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  if (fd < 0) {
    if (errno == EEXIST) {
      return Status::InvalidArgument(path +
                                     ": already exists; keygen never overwrites a key "
                                     "(choose another name, or remove it yourself)");
    }
    return Status::IoError(path + ": cannot create: " + std::strerror(errno));
  }
  Status st;
  if (::fchmod(fd, mode) != 0 ||
      ::write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size()) ||
      ::fsync(fd) != 0) {
    st = Status::IoError(path + ": cannot write: " + std::strerror(errno));
  }
  if (::close(fd) != 0 && st.ok()) st = Status::IoError(path + ": cannot close");
  if (!st.ok()) ::unlink(path.c_str());
  return st;
}

}  // namespace

Result<std::string> ReadKeyFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::NotFound(path + ": cannot open the key file");
  std::string text(4097, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() > 4096) {
    return Status::InvalidArgument(path +
                                   ": expected a key file of a few lines, found more "
                                   "than 4096 bytes");
  }
  return text;
}

void AddKeygen(CLI::App& app, int* exit_code) {
  struct Args {
    std::string name;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "keygen",
      "Make an Ed25519 key pair for sealing logs: NAME.key (the secret key, readable "
      "by you alone) and NAME.pub (to give to whoever verifies). Never overwrites.");
  cmd->add_option("-o,--output", args->name, "the key pair's name (NAME.key, NAME.pub)")
      ->required();
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    const std::string key_path = args->name + ".key";
    const std::string pub_path = args->name + ".pub";
    for (const std::string& p : {key_path, pub_path}) {
      struct stat st;
      if (::lstat(p.c_str(), &st) == 0) {
        *exit_code = Fail(
            Status::InvalidArgument(p + ": already exists; keygen never overwrites a key (choose "
                                        "another name, or remove it yourself)"),
            args->json);
        return;
      }
    }
    auto keys = format::GenerateKeyPair();
    if (!keys.ok()) {
      *exit_code = Fail(keys.status(), args->json);
      return;
    }
    Status st = WriteNewFile(key_path, format::SecretKeyText(*keys), 0600);
    if (st.ok()) {
      st = WriteNewFile(pub_path, format::PublicKeyText(keys->public_key), 0644);
      if (!st.ok()) ::unlink(key_path.c_str());
    }
    if (!st.ok()) {
      *exit_code = Fail(st, args->json);
      return;
    }
    const std::string fingerprint = format::KeyFingerprint(keys->public_key);
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("key").String(key_path);
      j.Key("pub").String(pub_path);
      j.Key("fingerprint").String(fingerprint);
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf("wrote %s (secret, mode 0600) and %s (public), key %s\n", key_path.c_str(),
                  pub_path.c_str(), fingerprint.c_str());
    }
    *exit_code = kExitOk;
  });
}

void AddSeal(CLI::App& app, int* exit_code) {
  struct Args {
    std::string log;
    std::string key;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "seal",
      "Sign a closed log with an Ed25519 key (stardate keygen): a seal over its header, "
      "its hash-chain head and every byte, appended to the file; every command reads "
      "the log as before, and verify --pubkey checks it. A damaged log is refused.");
  cmd->add_option("log", args->log, "the log to seal (rewritten through a temporary file)")
      ->required();
  cmd->add_option("--key", args->key, "the secret key file (NAME.key)")->required();
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    auto text = ReadKeyFile(args->key);
    if (!text.ok()) {
      *exit_code = Fail(text.status(), args->json);
      return;
    }
    auto key = format::ParseSecretKey(*text, args->key);
    if (!key.ok()) {
      *exit_code = Fail(key.status(), args->json);
      return;
    }
    std::string final_path;
    // The log itself is replaced, so --force is implied; the checks name a folder.
    Status usable = CheckOutput(args->log, {}, /*force=*/true, &final_path);
    if (!usable.ok()) {
      *exit_code = Fail(usable, args->json);
      return;
    }
    TempOutput out(final_path);
    Status created = out.Create();
    if (!created.ok()) {
      *exit_code = Fail(created, args->json);
      return;
    }
    auto seal = format::SealLog(args->log, *key, out.path());
    if (!seal.ok()) {
      *exit_code = Fail(out.Rename(seal.status()), args->json);
      return;
    }
    Status committed = out.Commit();
    if (!committed.ok()) {
      *exit_code = Fail(committed, args->json);
      return;
    }
    const std::string fingerprint = format::KeyFingerprint(seal->public_key);
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->log);
      j.Key("key").String(fingerprint);
      j.Key("sealedBytes").Uint(seal->sealed_size);
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf("sealed %s (%llu bytes) with %s\n", args->log.c_str(),
                  static_cast<unsigned long long>(seal->sealed_size), fingerprint.c_str());
    }
    *exit_code = kExitOk;
  });
}

}  // namespace stardate::cli
