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
                #"<stdin>:1:134: error: tree.subviews[0].presentation.style: unknown presentation style "sheet"; expected one of pageSheet, formSheet, fullScreen"#
            ),
            (
                #"{"modal": true}"#,
                #"<stdin>:1:125: error: tree.subviews[0].presentation.modal: unknown key "modal"; the closest known key is "style""#
            ),
            (
                #"{"modalInPresentation": "yes"}"#,
                #"<stdin>:1:148: error: tree.subviews[0].presentation.modalInPresentation: expected true or false, found "yes""#
            ),
            (
                "true",
                #"<stdin>:1:124: error: tree.subviews[0].presentation: expected a presentation object, found true"#
            ),
            (
                #"{}, "gestureRecognizers": [{"id": "s.dismissPan", "type": "tap"}]"#,
                #"<stdin>:1:158: error: tree.subviews[0].gestureRecognizers[0].id: duplicate id "s.dismissPan": already used by the dismissal pan UIKit installs on presented view "s" at 1:108"#
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
                == #"<stdin>:1:151: error: tree.subviews[0].refreshControl: expected true or false, found 1"#)
        #expect(
            failure(
                scenario(
                    tree:
                        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "refreshControl": true}]}"#
                ))
                == #"<stdin>:1:108: error: tree.subviews[0].refreshControl: "refreshControl" is a key of UIScrollView and its subclasses, but this view is a UIView"#
        )
    }
}
