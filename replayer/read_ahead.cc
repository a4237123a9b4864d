#include "replayer/read_ahead.h"

#include <system_error>

namespace stardate::replayer {

Result<std::unique_ptr<ReadAhead>> ReadAhead::Start(const format::LogReader& reader, size_t first) {
  std::unique_ptr<ReadAhead> ahead(new ReadAhead());
  auto chunk_reader = reader.NewChunkReader();
  if (!chunk_reader.ok()) return chunk_reader.status();
  ahead->chunk_reader_ = std::move(chunk_reader).value();
  ahead->end_ = reader.chunks().size();
  ahead->path_ = reader.path();
  ahead->next_ = first;
  ahead->taken_ = first;
  try {
    ahead->thread_ = std::thread(&ReadAhead::Run, ahead.get());
  } catch (const std::system_error& e) {  // the standard library's only way to say it
    return Status::IoError(reader.path() + ": cannot start a reading thread: " + e.what());
  }
  return ahead;
}

ReadAhead::~ReadAhead() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void ReadAhead::Run() {
  for (;;) {
    size_t i = 0;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return stop_ || (ready_.size() < kDepth && next_ < end_); });
      if (stop_) return;
      i = next_++;
    }
    Result<format::AlignedBuffer> chunk = chunk_reader_->Read(i);
    {
      std::lock_guard<std::mutex> lock(mu_);
      ready_.emplace_back(i, std::move(chunk));
    }
    cv_.notify_all();
  }
}

Result<format::AlignedBuffer> ReadAhead::Take(size_t i) {
  if (i >= end_) {
    return Status::InvalidArgument(path_ + ": chunk " + std::to_string(i) + " out of range (" +
                                   std::to_string(end_) + " chunks)");
  }
  if (i < taken_) {  // taken, skipped or before the first: the thread will not read it
    return Status::InvalidArgument(path_ + ": chunk " + std::to_string(i) +
                                   " was taken or skipped (the next is chunk " +
                                   std::to_string(taken_) + ")");
  }
  taken_ = i + 1;
  std::unique_lock<std::mutex> lock(mu_);
  if (next_ < i) next_ = i;  // skip what the thread has not started
  for (;;) {
    while (!ready_.empty() && ready_.front().first < i) ready_.pop_front();
    if (!ready_.empty()) break;
    cv_.notify_all();  // room for the thread to read on
    cv_.wait(lock, [&] { return !ready_.empty(); });
  }
  Result<format::AlignedBuffer> chunk = std::move(ready_.front().second);
  ready_.pop_front();
  lock.unlock();
  cv_.notify_all();
  return chunk;
}

}  // namespace stardate::replayer
