// The libFuzzer target of `make fuzz` (issue 13): one input is one scenario read from standard
// input, replayed through the engine into both writers; then replayed again as `touchsim replay`
// does, with both passes at once on their own threads (docs/format.md §4.9), which must refuse
// the input with the same diagnostic or write the same bytes. Outside Sources/, so
// `swift build` never sees it; Fuzz/run builds it with -sanitize=fuzzer,address.
import TouchSimCore
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the overlapped replay writes, emptied before each input.
private let overlappedOutput = fileno(tmpfile())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = ByteSink(drain: { _ in })
    var jsonl: [UInt8] = []
    let jsonlSink = ByteSink(drain: { jsonl.append(contentsOf: $0) })
    var diagnostic: String?
    do {
        let file = try ScenarioFile.load(path: "-", readStandardInput: { bytes })
        try file.replay(into: TextWriter(sink: text))
        try file.replay(into: JSONLWriter(sink: jsonlSink))
    } catch {
        // A diagnostic is the right answer to broken input; only a crash, a hang, a slow input
        // or two answers that differ is a finding.
        diagnostic = error.rendered
    }
    text.flush()
    jsonlSink.flush()
    checkOverlappedReplay(bytes, diagnostic: diagnostic, jsonl: jsonl)
    return 0
}

/// Replays `bytes` as `touchsim replay --format jsonl` does and traps unless it gives
/// `diagnostic`, or, for valid input, writes `jsonl`.
private func checkOverlappedReplay(_ bytes: [UInt8], diagnostic: String?, jsonl: [UInt8]) {
    let fd = overlappedOutput
    guard ftruncate(fd, 0) == 0, lseek(fd, 0, SEEK_SET) == 0 else { fatalError("cannot empty the output file") }
    var overlapped: String?
    do {
        try ScenarioFile.replay(
            path: "-", readStandardInput: { bytes }, format: .jsonl, explain: false, to: .fileDescriptor(fd),
            accepted: { _ in })
    } catch {
        overlapped = error.rendered
    }
    guard overlapped == diagnostic else {
        fatalError("the overlapped replay said \(overlapped ?? "nothing"), loading said \(diagnostic ?? "nothing")")
    }
    guard diagnostic == nil else { return }
    var written = [UInt8](repeating: 0, count: jsonl.count + 1)
    let count = written.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
    guard count == jsonl.count, written[..<count].elementsEqual(jsonl) else {
        fatalError("the overlapped replay wrote \(count) bytes unlike the \(jsonl.count) of one thread")
    }
}
