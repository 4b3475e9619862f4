import ScenarioText
import TouchSimCore
import TouchSimReader

/// `touchsim import storyboard` (docs/format.md §4.15): one scene of a `.storyboard` or `.xib`
/// turned into a scenario with an empty trace.
public enum StoryboardImport {
    /// A scenario made from a scene.
    public struct Result: Sendable {
        /// The scenario file's text: the tree, `ios`, and `"events": []`.
        public var scenario: String
        /// One warning per thing Interface Builder does not say, or the importer did not take.
        public var warnings: [Diagnostic]
    }

    /// Imports the scene `scene` names (or the initial one) of `bytes`, named `file` in
    /// diagnostics. Fails on text that is not well-formed XML, a document that is not an iOS
    /// storyboard or xib, and a scene that is not there.
    public static func run(_ bytes: [UInt8], file: String, scene requested: String?, ios: IOSVersion? = nil)
        throws(Diagnostic) -> Result
    {
        let document = try load(bytes, file: file)
        let choice: SceneChoice
        do throws(SceneChoice.Failure) {
            choice = try SceneChoice(document, requested: requested)
        } catch {
            throw diagnostic(file, error.position, error.message)
        }
        var builder = IBViewBuilder(document: document)
        for note in choice.notes { builder.notes.add(note.position, note.message) }
        let tree = window(choice, builder: &builder)
        let version = ios ?? .default
        let scene = choice.scene
        let title = scene.title.map { " (\($0))" } ?? ""
        let header = [
            ScenarioMember("name", .string("Imported from \(file), scene \(scene.id)\(title)")),
            ScenarioMember(
                "comment",
                .string(
                    "touchsim import storyboard: add events to replay it (docs/format.md §1.2, §1.5); "
                        + (ios == nil
                            ? "ios \(version) assumed: a storyboard does not say which iOS runs it"
                            : "ios \(version) from --ios"))),
            ScenarioMember("ios", .string(version.description)),
        ]
        let warnings = builder.notes.all.map { diagnostic(file, $0.position, $0.message, severity: .warning) }
        let text = ScenarioWriter(header: header, tree: tree).text
        // The importer promises a file that reads; a failure here is a bug, reported as one.
        do throws(Diagnostic) {
            _ = try ScenarioFile.load(path: "-", readStandardInput: { Array(text.utf8) })
        } catch {
            throw diagnostic(
                file, XMLPosition(line: 1, column: 1),
                "internal error: the imported scenario does not read back (\(error.rendered)); please report it with the file"
            )
        }
        return Result(scenario: text, warnings: warnings)
    }

    /// The lines of `--list-scenes`: each scene's IB id, class, storyboardIdentifier, title,
    /// whether it is the initial one, and the scene a container shows.
    public static func listScenes(_ bytes: [UInt8], file: String) throws(Diagnostic) -> [String] {
        let document = try load(bytes, file: file)
        return document.scenes.map { scene in
            let next = (scene.element.child("connections")?.children("segue") ?? [])
                .first { $0["kind"] == "relationship" }?["destination"]
            return scene.listing(following: scene.rootView == nil ? next : nil)
        }
    }

    private static func load(_ bytes: [UInt8], file: String) throws(Diagnostic) -> IBDocument {
        do throws(IBDocument.XMLErrorOrKind) {
            return try IBDocument(bytes)
        } catch {
            switch error {
            case .xml(let error): throw diagnostic(file, error.position, error.message)
            case .kind(let error): throw diagnostic(file, error.position, error.message)
            }
        }
    }

    static func diagnostic(
        _ file: String, _ position: XMLPosition, _ message: String, severity: Diagnostic.Severity = .error
    ) -> Diagnostic {
        Diagnostic(
            file: file, line: position.line, column: position.column, path: "", message: message, severity: severity)
    }
}
