#include "format/status.h"

namespace stardate {

std::string Status::ToString() const {
  const char* name = "OK";
  switch (code_) {
    case Code::kOk:
      return "OK";
    case Code::kInvalidArgument:
      name = "Invalid argument";
      break;
    case Code::kCorruption:
      name = "Corruption";
      break;
    case Code::kNotFound:
      name = "Not found";
      break;
    case Code::kIoError:
      name = "IO error";
      break;
    case Code::kRuleViolation:
      name = "Rule violation";
      break;
    case Code::kUnsupported:
      name = "Unsupported";
      break;
  }
  return std::string(name) + ": " + message_;
}

}  // namespace stardate
