import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// A window with one button, as `recursiveDescription` prints it, each line after `prefix`.
private func windowWithButton(prefix: String = "", pipe: String = "   | ") -> String {
    """
    \(prefix)<UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>
    \(prefix)\(pipe)<UIButton: 0x7f02; frame = (20 100; 160 44); opaque = NO; layer = <CALayer: 0x6002>>
    """
}

/// The ids and frames of a scene, depth first.
private func shape(_ scene: SceneSpec) -> [String] {
    allViews(scene.root).map { "\($0.id) \($0.className) \($0.frame.minX) \($0.frame.minY) \($0.frame.size.width)" }
}

@Suite("Reading recursiveDescription as real pastes have it (docs/format.md §4.10)")
struct ImportParsingTests {
    @Test(
        "The noise around a dump is taken off: lldb prompts, $1 = 0x… prefixes, NSLog timestamps, comment markers, tabs",
        arguments: [
            "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + windowWithButton(),
            windowWithButton(prefix: "2015-03-02 14:07:31.490 Follow[2211:607] "),
            windowWithButton(prefix: "2026-11-30 10:12:44.120391+0100 Shop[42:1234567] "),
            windowWithButton(prefix: "// "),
            windowWithButton(prefix: "# "),
            windowWithButton(prefix: "\t", pipe: "\t|\t"),
            windowWithButton(pipe: "|"),
            "$1 = 0x00007f01 " + windowWithButton(),
            "(NSString *) $2 = 0x600001 @\"" + windowWithButton() + "\"",
            #"Optional(<UIWindow: 0x7f01; frame = (0 0; 390 844)>\n   | <UIButton: 0x7f02; frame = (20 100; 160 44)>)"#,
        ])
    func noise(dump: String) throws {
        let (scene, warnings) = try importedRoot(dump)
        #expect(shape(scene) == ["window UIWindow 0.0 0.0 390.0", "button UIButton 20.0 100.0 160.0"])
        #expect(warnings.allSatisfy { $0.contains("iOS version") })
    }

    @Test("Nesting comes from the | markers, not columns; a line deeper than the one before hangs from it")
    func nestingFromPipes() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
            |<UIView: 0x2; frame = (0 0; 390 400)>
               |    |     <UIView: 0x3; frame = (10 10; 50 50)>
              ||   |  <UIControl: 0x4; frame = (1 1; 5 5)>
            | <UILabel: 0x5; frame = (0 400; 390 20); userInteractionEnabled = NO>
            """
        let root = try importedRoot(dump).scene.root
        #expect(root.subviews.map(\.id) == ["view", "label"])
        #expect(root.subviews[0].subviews.map(\.id) == ["view2"])
        #expect(root.subviews[0].subviews[0].subviews.map(\.id) == ["control"])
    }

    @Test("Layer lines are skipped quietly; other lines it cannot read are warnings with their line number")
    func warnings() throws {
        let dump =
            windowWithButton() + """

                   |    | <CALayer: 0x6003; position = CGPoint (80 22); bounds = CGRect (0 0; 160 44)> (layer)
                Message from debugger: killed
                   | <UIView: 0x7f03; frame = (0 200; 390 100); layer = <CALayer: 0x60
                """
        let result = try imported(dump)
        #expect(
            result.warnings.map(\.rendered) == [
                "dump.txt:1:1: warning: nothing in the dump tells the iOS version; 17.0 assumed (choose one with --ios)",
                #"dump.txt:4:1: warning: not a line of recursiveDescription; ignored: "Message from debugger: killed""#,
                #"dump.txt:5:1: warning: the line is cut off before its closing ">"; read as far as it goes"#,
            ])
        #expect(try importedRoot(dump).scene.root.subviews.map(\.frame.minY) == [100, 200])
    }

    @Test("A value may hold '; ' inside nested <…> or a quoted text without splitting the description")
    func nestedSemicolons() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); backgroundColor = <UIDynamicSystemColor: 0x6; name = systemBackgroundColor>; hidden = NO>
               | <UILabel: 0x2; frame = (1 2; 3 4); text = 'a; b = c'; alpha = 0; layer = <_UILabelLayer: 0x7; x = y>>
            """
        let root = try importedRoot(dump).scene.root
        #expect(root.subviews[0].alpha == 0)
        #expect(try imported(dump).scenario.contains("text a; b = c"))
    }

    @Test("A fragment that starts deep, or several top views, get a window at (0, 0) around them")
    func fragment() throws {
        let dump = """
               |    | <UIView: 0x2; frame = (0 100; 390 300)>
               |    | <UIView: 0x3; frame = (0 400; 300 50); hidden = YES>
            """
        let (scene, warnings) = try importedRoot(dump)
        #expect(
            shape(scene) == [
                "window UIWindow 0.0 0.0 390.0", "view UIView 0.0 100.0 390.0", "view2 UIView 0.0 400.0 300.0",
            ])
        #expect(scene.root.frame.size.height == 450)
        #expect(scene.root.subviews[1].hidden)
        #expect(warnings.contains { $0.contains("does not start at one window") })
    }

    @Test(
        "More lldb, gdb and Cycript shapes: (id) $1 = 0x… and (UIView *) $2 = 0x… prefixes, a bare result, a backtick root, a custom printer's names",
        arguments: [
            "(id) $1 = 0x07a4c2b0 " + windowWithButton(),
            "(lldb) p self.view\n(UIView *) $2 = 0x00007fb5e0d0a6b0\n(UIView *) $3 = 0x00007fb5e0d0a6b0 "
                + windowWithButton(),
            "(gdb) po [[UIWindow keyWindow] recursiveDescription]\n" + windowWithButton(),
            "cy# UIApp.keyWindow.recursiveDescription().toString()\n`" + windowWithButton() + "`\ncy# ",
            "0x08c5d730 'RootViewController:0x757a0b0' " + windowWithButton(pipe: "   | _button "),
        ])
    func moreNoise(dump: String) throws {
        let (scene, warnings) = try importedRoot(dump)
        #expect(shape(scene) == ["window UIWindow 0.0 0.0 390.0", "button UIButton 20.0 100.0 160.0"])
        #expect(warnings.allSatisfy { $0.contains("iOS version") })
    }

    @Test("Cycript's replies are not views, and a view pasted twice is imported once, with a warning")
    func cycriptRepliesAndRepeats() throws {
        let dump =
            windowWithButton()
                + """

                   | <UIButton: 0x7f02; frame = (20 100; 160 44); opaque = NO; layer = <CALayer: 0x6002>>
                cy# #0x7f02
                #"<UIButton: 0x7f02; frame = (20 100; 160 44); opaque = NO; layer = <CALayer: 0x6002>>"
                @[#"<UILabel: 0x7f09; frame = (0 0; 1 1)>"]
                """
        let result = try imported(dump)
        #expect(try importedRoot(dump).scene.root.subviews.map(\.id) == ["button"])
        #expect(
            result.warnings.map(\.rendered).contains(
                "dump.txt:3:1: warning: UIButton 0x7f02 is already imported from line 2; this line and its subviews are left out"
            ))
    }

    @Test(
        "Without | markers the columns nest the views: spaces, or tabs after an NSLog prefix",
        arguments: [" ", "\t", "2016-05-18 09:41:22.318 Albums[812:55311] \t"])
    func nestingFromColumns(indent: String) throws {
        let dump = [
            "<UIWindow: 0x1; frame = (0 0; 390 844)>", "<UIView: 0x2; frame = (0 0; 390 400)>",
            "<UIControl: 0x3; frame = (10 10; 50 50)>", "<UILabel: 0x4; frame = (0 400; 390 20)>",
        ]
        let prefix = indent.hasPrefix("2016") ? String(indent.dropLast()) : ""
        let step = indent.hasPrefix("2016") ? "\t" : indent
        let text = zip(dump, [0, 1, 2, 1]).map { prefix + String(repeating: step, count: $1 * 2) + $0 }
            .joined(separator: "\n")
        let root = try importedRoot(text).scene.root
        #expect(root.subviews.map(\.id) == ["view", "label"])
        #expect(root.subviews[0].subviews.map(\.id) == ["control"])
    }

    @Test(
        "A text of several dumps imports the last, or the one --dump names, with a warning; a number beyond them is an error"
    )
    func severalDumps() throws {
        let first = windowWithButton()
        let second = "<UIWindow: 0x7f01; frame = (0 0; 390 844)>\n   | <UISwitch: 0x7f05; frame = (1 2; 51 31)>"
        let dump = "(lldb) po a\n" + first + "\n(lldb) c\n(lldb) po b\n" + second
        let last = try imported(dump)
        #expect(last.scenario.contains("\"id\": \"switch\""))
        #expect(
            last.warnings.map(\.rendered).contains(
                "dump.txt:6:1: warning: the text holds 2 dumps (at lines 2, 6); the last is imported (choose another with --dump N)"
            ))
        let chosen = try RecursiveDescriptionImport.run(dump, file: "dump.txt", dump: 1)
        #expect(chosen.scenario.contains("\"id\": \"button\""))
        #expect(!chosen.scenario.contains("\"id\": \"switch\""))
        #expect(throws: Diagnostic.self) { try RecursiveDescriptionImport.run(dump, file: "dump.txt", dump: 3) }
        // Two windows one after the other are two dumps, even with nothing between them.
        #expect(try imported(first + "\n" + second).scenario.contains("\"id\": \"switch\""))
    }

    @Test("A line cut before its flags keeps the class's default userInteractionEnabled and says so")
    func cutBeforeFlags() throws {
        let dump =
            windowWithButton() + "\n   | <UILabel: 0x7f03; frame = (20 100; 160 44); text = 'Go'; opaque = NO; autores"
        let result = try imported(dump)
        let label = try importedRoot(dump).scene.root.subviews[1]
        #expect(!label.userInteractionEnabled)
        #expect(
            result.warnings.map(\.message).contains(
                "the line is cut off before its flags: the UILabel keeps UIKit's defaults (userInteractionEnabled NO, not hidden, alpha 1), which the dump may not have shown"
            ))
    }

    @Test("Warnings for lines it cannot read stop after 20 with a count of the rest")
    func boundedWarnings() throws {
        let dump = windowWithButton() + String(repeating: "\nnot a view", count: 500)
        let warnings = try imported(dump).warnings.map(\.message)
        #expect(warnings.filter { $0.hasPrefix("not a line of recursiveDescription") }.count == 20)
        #expect(warnings.contains("480 more lines not read; warnings stop here"))
    }

    @Test("A text without a view is an error; garbage never crashes")
    func noView() {
        #expect(throws: Diagnostic.self) { try imported("hello\n(lldb) bt\n") }
        #expect(throws: Diagnostic.self) { try imported("") }
        #expect(throws: Diagnostic.self) { try imported("<") }
    }

    @Test(
        "Every prefix of the test dumps, cut at any line and mid-line, imports into a scenario that reads, or has no view"
    )
    func prefixesOfDumps() throws {
        for name in ["ios7-table.txt", "ios8-table.txt", "modern-collection.txt", "swift-app.txt"] {
            let dump = try repositoryFile("traces/import/dumps/" + name)
            var cut = dump.startIndex
            while cut < dump.endIndex {
                do {
                    _ = try importedRoot(String(dump[..<cut]))
                } catch let error as Diagnostic {
                    #expect(error.message.hasPrefix("no view found"))
                }
                cut = dump.index(cut, offsetBy: 89, limitedBy: dump.endIndex) ?? dump.endIndex
            }
        }
    }
}
