import Foundation
import TouchSimCore
import TouchSimReader
import TouchSimStoryboard

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text of a file of the repository.
func repositoryFile(_ relative: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(relative), encoding: .utf8)
}

/// Imports `text` as a storyboard or xib named `file`.
func imported(_ text: String, file: String = "Main.storyboard", scene: String? = nil) throws(Diagnostic)
    -> StoryboardImport.Result
{
    try StoryboardImport.run(Array(text.utf8), file: file, scene: scene)
}

/// The diagnostic importing `text` fails with, rendered; nil when it imports.
func failure(_ text: String, scene: String? = nil) -> String? {
    do {
        _ = try imported(text, scene: scene)
        return nil
    } catch {
        return error.rendered
    }
}

/// The views of the imported scenario as the reader sees them, by id.
func importedViews(_ text: String, scene: String? = nil) throws -> [String: ViewSpec] {
    let result = try imported(text, scene: scene)
    let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(result.scenario.utf8) })
    var views: [String: ViewSpec] = [:]
    func walk(_ view: ViewSpec) {
        views[view.id] = view
        view.subviews.forEach(walk)
    }
    walk(file.scene.root)
    return views
}

/// A storyboard holding one view controller scene whose root view holds `subviews` (XML) and,
/// after them, `objectsInRoot` (its constraints, variations), and `objects` beside the
/// controller (recognizers).
func storyboard(
    _ subviews: String, objects: String = "", connections: String = "", rootAttributes: String = "",
    objectsInRoot: String = ""
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
        <scenes>
            <!--Feed-->
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="FeedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root" \(rootAttributes)>
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(subviews)
                            </subviews>
    \(objectsInRoot)
                        </view>
                        <connections>\(connections)</connections>
                    </viewController>
    \(objects)
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
