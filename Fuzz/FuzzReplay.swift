// The libFuzzer target of `make fuzz` (issue 13): one input is one scenario read from standard
// input, replayed through the engine into both writers, as `touchsim replay` does. Outside
// Sources/, so `swift build` never sees it; Fuzz/run builds it with -sanitize=fuzzer,address.
import TouchSimCore
import TouchSimFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let sink = ByteSink(drain: { _ in })
    do {
        let file = try ScenarioFile.load(path: "-", readStandardInput: { bytes })
        try file.replay(into: TextWriter(sink: sink))
        try file.replay(into: JSONLWriter(sink: sink))
    } catch {
        // A diagnostic is the right answer to broken input; only a crash, a hang or a slow
        // input is a finding.
        _ = error.rendered
    }
    sink.flush()
    return 0
}
