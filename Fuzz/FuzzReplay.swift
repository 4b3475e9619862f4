// The libFuzzer target of `make fuzz` (issue 13): one input is one scenario read from standard
// input, replayed on the inline schedule into both writers; then replayed again as `touchsim
// replay` does, on the threads schedule (docs/performance.md), which must refuse the input with
// the same diagnostic or write the same bytes. Outside Sources/, so
// `swift build` never sees it; Fuzz/run builds it with -sanitize=fuzzer,address.
import TouchSimReader
import TouchSimReplay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let inline = ReplayPipeline(schedule: .inline)
    var jsonl: [UInt8] = []
    var diagnostic: String?
    do {
        let file = try ScenarioFile.load(path: "-", readStandardInput: { bytes })
        try inline.replay(file, ReplayRequest(format: .text), to: .memory)
        jsonl = try inline.replay(file, ReplayRequest(format: .jsonl), to: .memory)
    } catch {
        // A diagnostic is the right answer to broken input; only a crash, a hang, a slow input
        // or two answers that differ is a finding.
        diagnostic = error.rendered
    }
    checkThreadedReplay(bytes, diagnostic: diagnostic, jsonl: jsonl)
    return 0
}

/// Replays `bytes` as `touchsim replay --format jsonl` does, on the threads schedule, and traps
/// unless it gives `diagnostic`, or, for valid input, the bytes `jsonl` of the inline one.
private func checkThreadedReplay(_ bytes: [UInt8], diagnostic: String?, jsonl: [UInt8]) {
    var threaded: String?
    var written: [UInt8] = []
    do {
        written = try ReplayPipeline(schedule: .threads).replay(
            path: "-", readStandardInput: { bytes }, ReplayRequest(format: .jsonl), to: .memory)
    } catch {
        threaded = error.rendered
    }
    guard threaded == diagnostic else {
        fatalError("the threaded replay said \(threaded ?? "nothing"), the inline one \(diagnostic ?? "nothing")")
    }
    guard written == jsonl else {
        fatalError("the threaded replay wrote \(written.count) bytes unlike the \(jsonl.count) of the inline one")
    }
}
