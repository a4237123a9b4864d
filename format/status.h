// Status and Result<T>: errors as values for every input that can be bad.
//
// A Status is either ok or carries a code and a message. Messages name the file, the byte
// offset or line, and what was expected, e.g.
//   "game.sdlog: offset 4096: chunk checksum mismatch (stored 0x1a2b3c4d, computed 0x...)".
// Library code never prints or exits; cli/ maps a Status to a message and an exit code.
#ifndef STARDATE_FORMAT_STATUS_H_
#define STARDATE_FORMAT_STATUS_H_

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace stardate {

class [[nodiscard]] Status {
 public:
  enum class Code {
    kOk = 0,
    kInvalidArgument,  // the caller's input is malformed (script syntax, unknown card, ...)
    kCorruption,       // a log's bytes are damaged or inconsistent
    kNotFound,         // a file, card or address does not exist
    kIoError,          // the operating system refused a read or write
    kRuleViolation,    // an action breaks a rule (strict recording)
    kUnsupported,      // a valid request this version cannot serve
  };

  Status() = default;
  static Status Ok() { return Status(); }
  static Status InvalidArgument(std::string msg) {
    return Status(Code::kInvalidArgument, std::move(msg));
  }
  static Status Corruption(std::string msg) { return Status(Code::kCorruption, std::move(msg)); }
  static Status NotFound(std::string msg) { return Status(Code::kNotFound, std::move(msg)); }
  static Status IoError(std::string msg) { return Status(Code::kIoError, std::move(msg)); }
  static Status RuleViolation(std::string msg) {
    return Status(Code::kRuleViolation, std::move(msg));
  }
  static Status Unsupported(std::string msg) { return Status(Code::kUnsupported, std::move(msg)); }

  bool ok() const { return code_ == Code::kOk; }
  Code code() const { return code_; }
  const std::string& message() const { return message_; }
  // "Corruption: <message>" (or "OK").
  std::string ToString() const;

  // Returns a copy whose message is "<prefix>: <message>"; ok stays ok.
  Status WithPrefix(const std::string& prefix) const {
    if (ok()) return *this;
    return Status(code_, prefix + ": " + message_);
  }

 private:
  Status(Code code, std::string msg) : code_(code), message_(std::move(msg)) {}
  Code code_ = Code::kOk;
  std::string message_;
};

// Either a value or a non-ok Status.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}         // NOLINT: implicit by design
  Result(Status status) : v_(std::move(status)) {}  // NOLINT: must not be ok

  bool ok() const { return std::holds_alternative<T>(v_); }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<Status>(v_);
  }
  T& value() & { return std::get<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, Status> v_;
};

#define STARDATE_RETURN_IF_ERROR(expr) \
  do {                                 \
    ::stardate::Status _st = (expr);   \
    if (!_st.ok()) return _st;         \
  } while (0)

}  // namespace stardate

#endif  // STARDATE_FORMAT_STATUS_H_
