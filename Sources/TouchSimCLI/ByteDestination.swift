import TouchSimOutput

/// Where a command's bytes go: an open file descriptor (standard output, for the `touchsim`
/// process), or a function that takes them (the command line run in-process, by tests).
public enum ByteDestination: Sendable {
    /// An open file descriptor such as standard output.
    case fileDescriptor(Int32)
    /// A function handed each chunk, from whichever thread writes it.
    case collector(@Sendable ([UInt8]) -> Void)

    /// A sink writing here.
    public func sink() -> ByteSink {
        switch self {
        case .fileDescriptor(let fd): return ByteSink.fileDescriptor(fd)
        case .collector(let collect): return ByteSink(drain: collect)
        }
    }

    /// Writes `text` here at once.
    public func write(_ text: String) {
        let sink = sink()
        sink.append(text)
        sink.flush()
    }

    /// Writes `bytes` here at once.
    public func write(_ bytes: [UInt8]) {
        let sink = sink()
        bytes.withUnsafeBufferPointer { sink.append(bytes: $0) }
        sink.flush()
    }
}
