// The libFuzzer target of `make fuzz` over the importer (issue 30 item 7): one input is the text
// of a pasted recursiveDescription dump. A diagnostic is the right answer to a text without a
// view; a crash, a hang, a slow input, an import that does not read back (the importer's own
// check fails with an internal error), or more warnings than the importer's bound is a finding.
// Outside Sources/, so `swift build` never sees it; Fuzz/run builds it with
// -sanitize=fuzzer,address.
import TouchSimFormat
import TouchSimReader

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let result = try RecursiveDescriptionImport.run(text, file: "dump.txt")
        guard result.warnings.count <= RecursiveDescriptionImport.maximumWarnings + 1 else {
            fatalError("\(result.warnings.count) warnings, more than the bound")
        }
    } catch {
        guard !error.message.hasPrefix("internal error") else { fatalError(error.rendered) }
    }
    return 0
}
