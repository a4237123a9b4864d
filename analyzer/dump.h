// Dump: a log back to the text script it was recorded from. Recording the dump gives the same
// events (script line numbers aside) and the same state hashes.
#ifndef STARDATE_ANALYZER_DUMP_H_
#define STARDATE_ANALYZER_DUMP_H_

#include <string>

#include "format/status.h"
#include "recorder/script.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

// Every event becomes one step (engine-emitted ones included); illegal events carry a
// comment naming the rules they break.
Result<recorder::Script> DumpScript(const replayer::Replayer& replayer);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_DUMP_H_
