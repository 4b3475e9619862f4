import Foundation
import Testing
import TouchSimStoryboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processor time this thread has used, in seconds: other tests running at the same time
/// do not count, as they would in wall-clock time.
private func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A storyboard of `rows` rows, each a view with a button placed only by constraints and a
/// label, about 620 bytes a row: every part of the importer has work on it.
private func rowsStoryboard(_ rows: Int) -> [UInt8] {
    var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/><subviews>

        """
    for i in 0..<rows {
        text += """
            <view id="v\(i)" userLabel="Row &amp; \(i)"><rect key="frame" x="0" y="\(i * 44)" width="390" height="44"/><subviews>
            <button id="b\(i)"><constraints><constraint firstAttribute="width" constant="80" id="w\(i)"/></constraints></button>
            <label text="&lt;x&gt;" id="l\(i)"><rect key="frame" x="8" y="8" width="100" height="20"/></label></subviews>
            <constraints><constraint firstAttribute="trailing" secondItem="b\(i)" secondAttribute="trailing" constant="16" id="t\(i)"/>
            <constraint firstItem="b\(i)" firstAttribute="centerY" secondItem="v\(i)" secondAttribute="centerY" id="c\(i)"/></constraints></view>
            <!-- row \(i) -->

            """
    }
    text += "</subviews></view></viewController></objects></scene></scenes></document>\n"
    return Array(text.utf8)
}

@Suite("The storyboard importer on large files (docs/format.md §4.15)")
struct StoryboardSizeTests {
    @Test(
        "A 10 MB storyboard imports in time linear in its size: ten times the rows take well under thirty times the processor time"
    )
    func linearTime() throws {
        let small = rowsStoryboard(1_700)
        let large = rowsStoryboard(17_000)
        #expect(large.count > 10_000_000)
        func cost(_ bytes: [UInt8]) throws -> Double {
            let start = threadTime()
            _ = try StoryboardImport.run(bytes, file: "rows.storyboard", scene: nil)
            return threadTime() - start
        }
        _ = try cost(small)
        let ratio = try cost(large) / cost(small)
        // Linear is about 10; a quadratic step would make it about 100.
        #expect(ratio < 30, "importing 10× the rows took \(ratio)× as long")
    }

    @Test("Warnings are bounded: past 200 they are counted in one last warning")
    func boundedWarnings() throws {
        let result = try StoryboardImport.run(rowsStoryboard(300), file: "rows.storyboard", scene: nil)
        #expect(result.warnings.count == 201)
        #expect(result.warnings.last?.message.hasSuffix("more warnings like these are left out") == true)
    }
}
