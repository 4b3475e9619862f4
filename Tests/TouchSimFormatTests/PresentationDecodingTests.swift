import Testing
import TouchSimCore
import TouchSimFormat

/// docs/format.md §2.13: `presentation`, decoded and validated like every key.
@Suite("Presented sheets (docs/format.md §2.13)")
struct PresentationDecodingTests {
    private let prefix =
        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "s", "frame": [0, 0, 1, 1], "presentation": "#

    @Test(
        "presentation takes style and modalInPresentation, UIKit's defaults a page sheet that may be dismissed (docs/model.md §12)"
    )
    func decodes() throws {
        let decoded = try root(prefix + #"{"style": "formSheet", "modalInPresentation": true}}]}"#).subviews[0]
        var expected = PresentationSpec()
        expected.style = .formSheet
        expected.modalInPresentation = true
        #expect(decoded.presentation == expected)
        #expect(try root(prefix + "{}}]}").subviews[0].presentation == PresentationSpec())
    }

    @Test(
        "Broken presentations are input errors naming what was written; the dismissal pan's id is taken",
        arguments: [
            (
                #"{"style": "sheet"}"#,
                #"<stdin>:1:134: error: view "s": presentation.style: unknown presentation style "sheet"; expected one of pageSheet, formSheet, fullScreen (tree.subviews[0].presentation.style)"#
            ),
            (
                #"{"modal": true}"#,
                #"<stdin>:1:125: error: view "s": presentation.modal: unknown key "modal"; the closest known key is "style" (tree.subviews[0].presentation.modal)"#
            ),
            (
                #"{"modalInPresentation": "yes"}"#,
                #"<stdin>:1:148: error: view "s": presentation.modalInPresentation: expected true or false, found "yes" (tree.subviews[0].presentation.modalInPresentation)"#
            ),
            (
                "true",
                #"<stdin>:1:124: error: view "s": presentation: expected a presentation object, found true (tree.subviews[0].presentation)"#
            ),
            (
                #"{}, "gestureRecognizers": [{"id": "s.dismissPan", "type": "tap"}]"#,
                #"<stdin>:1:158: error: view "s": gestureRecognizers[0].id: duplicate id "s.dismissPan": already used by the dismissal pan UIKit installs on presented view "s" at 1:108 (tree.subviews[0].gestureRecognizers[0].id)"#
            ),
        ])
    func errors(object: String, expected: String) {
        #expect(failure(scenario(tree: prefix + object + "}]}")) == expected)
    }

    @Test("presentation on the window is an input error: the root view is not presented")
    func notOnTheRoot() {
        #expect(
            failure(scenario(tree: #"{"id": "w", "frame": [0, 0, 1, 1], "presentation": {}}"#))
                == #"<stdin>:1:60: error: tree.presentation: the root view cannot be presented: it is the window; give "presentation" to the presented view controller's view"#
        )
    }
}

/// docs/format.md §2.4: `refreshControl`, a scroll-view key checked like the others.
@Suite("Refresh controls (docs/format.md §2.4)")
struct RefreshControlDecodingTests {
    @Test("refreshControl is a boolean of scroll views (docs/model.md §13)")
    func decodes() throws {
        let tree =
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "f", "class": "UIScrollView", "frame": [0, 0, 1, 1], "refreshControl": "#
        #expect(try root(tree + "true}]}").subviews[0].scroll?.refreshControl == true)
        #expect(
            failure(scenario(tree: tree + "1}]}"))
                == #"<stdin>:1:151: error: view "f": refreshControl: expected true or false, found 1 (tree.subviews[0].refreshControl)"#
        )
        #expect(
            failure(
                scenario(
                    tree:
                        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "refreshControl": true}]}"#
                ))
                == #"<stdin>:1:108: error: view "v": refreshControl: "refreshControl" is a key of UIScrollView and its subclasses, but this view is a UIView (tree.subviews[0].refreshControl)"#
        )
    }
}
