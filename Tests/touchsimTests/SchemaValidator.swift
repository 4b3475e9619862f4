import Foundation
import Testing

/// Debian's python3-jsonschema (`Draft202012Validator`), the real validator `touchsim schema`'s
/// output is checked with (docs/format.md §4.17). It is Debian's interpreter that has the
/// package (`.ci/run` installs it and checks for it with the same one): a `python3` earlier on
/// PATH, pyenv's say, may have another jsonschema or none.
enum SchemaValidator {
    static let interpreter = "/usr/bin/python3"

    /// Whether the interpreter can import the validator.
    static let isInstalled: Bool = {
        guard FileManager.default.isExecutableFile(atPath: interpreter) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = ["-c", "from jsonschema import Draft202012Validator"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The validator tests run where it is installed, and always under CI, where they fail
    /// without it.
    static let shouldRun = isInstalled || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    /// A document to check: a scenario, or a tree file checked as a window (docs/format.md §1.1).
    struct Document: Encodable {
        var name: String
        var kind: Kind
        var text: String

        enum Kind: String, Encodable { case scenario, tree }
    }

    /// For each document, nil when the schema accepts it, else the validator's best message.
    static func check(_ documents: [Document], against schema: String) throws -> [String?] {
        guard isInstalled else {
            Issue.record(
                "\(interpreter) cannot import jsonschema (apt-get install python3-jsonschema); CI must have it")
            return documents.map { _ in "no validator" }
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-schema-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let request = scratch.appendingPathComponent("request.json")
        let answer = scratch.appendingPathComponent("answer.json")
        try JSONSerialization.data(withJSONObject: [
            "schema": try JSONSerialization.jsonObject(with: Data(schema.utf8)),
            "documents": try JSONSerialization.jsonObject(with: JSONEncoder().encode(documents)),
        ]).write(to: request)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = ["-c", script, request.path, answer.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("the validator failed: \(stderr)")
            return documents.map { _ in "validator failed" }
        }
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: answer)) as? [Any] ?? []
        return results.map { $0 as? String }
    }

    /// Checks the schema itself against the draft's metaschema, then each document; writes a
    /// JSON array of null or `path: message`.
    private static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import best_match
        request = json.load(open(sys.argv[1], encoding="utf-8"))
        schema = request["schema"]
        Draft202012Validator.check_schema(schema)
        validators = {
            "scenario": Draft202012Validator(schema),
            "tree": Draft202012Validator({"$defs": schema["$defs"], "$ref": "#/$defs/window"}),
        }
        results = []
        for document in request["documents"]:
            try:
                value = json.loads(document["text"])
            except ValueError as error:
                results.append("not JSON: %s" % error)
                continue
            error = best_match(validators[document["kind"]].iter_errors(value))
            where = "/".join(str(part) for part in error.absolute_path) if error else ""
            results.append(None if error is None else "%s: %s" % (where, error.message[:300]))
        json.dump(results, open(sys.argv[2], "w", encoding="utf-8"))
        """
}
