/// How the view controller whose view this is was presented (docs/format.md §2.13): its
/// `modalPresentationStyle` and `isModalInPresentation` (docs/model.md §12).
public struct PresentationSpec: Sendable, Equatable {
    /// `modalPresentationStyle`; UIKit's `.automatic` resolves to a page sheet for an app's own
    /// view controller from iOS 13 [DOC].
    public var style = PresentationStyle.pageSheet
    /// `isModalInPresentation`: UIKit refuses the interactive dismissal (§12.4) [DOC].
    public var modalInPresentation = false

    /// A page sheet that may be dismissed, UIKit's default.
    public init() {}
}

/// `UIModalPresentationStyle`, the cases a scenario may name (docs/format.md §2.13).
public enum PresentationStyle: String, Sendable, CaseIterable, Equatable {
    case pageSheet, formSheet, fullScreen

    /// Whether UIKit installs the sheet's dismissal pan for this style (§12.1): a page or form
    /// sheet from iOS 13 on; a full-screen presentation has none [DOC "Disabling the pull-down
    /// gesture for a sheet"; COMM].
    public func hasDismissalPan(ios: IOSVersion) -> Bool { self != .fullScreen && ios.major >= 13 }
}
