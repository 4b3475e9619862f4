// The libFuzzer target over storyboard text (issue 32): one input is one .storyboard or .xib,
// imported as `touchsim import storyboard` does, its scenes listed and each imported. A
// diagnostic is the right answer to broken input; only a crash, a hang or a slow input is a
// finding (and an import whose scenario does not read back, which the importer reports as an
// internal error, is one too). Outside Sources/, so `swift build` never sees it; Fuzz/run
// builds it with -sanitize=fuzzer,address.
import TouchSimReader
import TouchSimStoryboard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var scenes: [String] = []
    do {
        scenes = try StoryboardImport.listScenes(bytes, file: "fuzz.storyboard").prefix(8).map {
            String($0.prefix { $0 != " " })
        }
    } catch {}
    for scene in [nil] + scenes.map(Optional.some) {
        do {
            _ = try StoryboardImport.run(bytes, file: "fuzz.storyboard", scene: scene)
        } catch {
            if error.message.hasPrefix("internal error") { fatalError(error.rendered) }
        }
    }
    return 0
}
