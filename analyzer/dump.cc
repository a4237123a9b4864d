#include "analyzer/dump.h"

#include "recorder/binding.h"

namespace stardate::analyzer {

Result<recorder::Script> DumpScript(const replayer::Replayer& replayer) {
  recorder::Script script;
  script.header = recorder::HeaderForSetup(replayer.setup());
  Status st = replayer.ForEachEvent(
      [&](const engine::GameState& s, const engine::Event& e, uint64_t) -> Status {
        recorder::ScriptStep step = recorder::StepForEvent(s, e);
        if (!e.violations.empty()) {
          std::string c = "illegal:";
          for (const std::string& v : e.violations) c += " " + v;
          step.comment = c;
        }
        script.steps.push_back(std::move(step));
        return Status::Ok();
      });
  if (!st.ok()) return st;
  return script;
}

}  // namespace stardate::analyzer
