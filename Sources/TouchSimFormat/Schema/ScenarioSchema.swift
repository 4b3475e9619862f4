import TouchSimReader

/// The JSON Schema (draft 2020-12) of scenario files that `touchsim schema` prints
/// (docs/format.md §4.17): every key of docs/format.md §1–§2, each with the description of
/// its row in the page's tables. The keys of each object are the reader's own lists, so a key
/// the reader takes and the schema lacks cannot be written down.
package enum ScenarioSchema {
    /// The schema, indented, keys sorted, ending with a newline: the same bytes on every run.
    package static var text: String { document.text() + "\n" }

    /// The schema as a value.
    package static var document: SchemaValue {
        let types: [String: SchemaValue] = [
            "touchsim": ["const": 1], "name": ["type": "string"],
            "ios": ["type": "string", "pattern": #"^[0-9]{1,3}\.[0-9]{1,3}$"#],
            "tree": ["anyOf": [ref("window"), ["type": "string", "minLength": 1]]],
            "windows": ["type": "array", "minItems": 1, "items": ref("window")],
            "events": ["type": "array", "items": ref("event")],
            "sampleRate": ["type": "number", "minimum": 1, "maximum": 1000],
            "want": ["type": "array", "items": ["type": "string"]],
            "$schema": ["type": "string"],
        ]
        var definitions = eventDefinitions.merging(viewDefinitions) { _, new in new }
        definitions.merge(ruleDefinitions) { _, new in new }
        return closedObject(
            ScenarioDocument.keys.map { key("1.1", $0, types[$0]!) }, required: ["touchsim", "events"]
        ).merging([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "touchsim scenario",
            "description": "A touchsim scenario: a window with its views and what the fingers did — docs/format.md §1",
            "oneOf": [["required": ["tree"]], ["required": ["windows"]]],
            "$defs": .object(definitions),
        ])
    }

    /// `key` with the description of its row in `section` of docs/format.md.
    static func key(_ section: String, _ key: String, _ value: SchemaValue, qualifier: String? = nil)
        -> (String, SchemaValue)
    {
        (
            key,
            value.merging([
                "description": .string(FormatKeyTable.description(section: section, key: key, qualifier: qualifier))
            ])
        )
    }

    /// `key` of a value the page describes in prose in `section`.
    static func prose(_ section: String, _ key: String, _ value: SchemaValue, _ text: String) -> (String, SchemaValue) {
        (key, value.merging(["description": .string(text + " — docs/format.md §" + section)]))
    }

    /// An object of exactly these keys, plus `comment` and `x-` keys, which every object of a
    /// scenario may carry (docs/format.md §1.4).
    static func closedObject(_ properties: [(String, SchemaValue)], required: [String] = []) -> SchemaValue {
        var object: [String: SchemaValue] = [
            "type": "object",
            "properties": .object(Dictionary(properties + [extensionKeys.comment], uniquingKeysWith: { $1 })),
            "patternProperties": ["^x-": extensionKeys.extension],
            "additionalProperties": false,
        ]
        if !required.isEmpty { object["required"] = .strings(required) }
        return .object(object)
    }

    /// Built on each use, not kept in a static: LeakSanitizer cannot follow the tagged pointers
    /// of an indirect enum's boxes held by a global, and `make sanitize` would report them leaked.
    private static var extensionKeys: (comment: (String, SchemaValue), extension: SchemaValue) {
        (
            comment: prose(
                "1.4", "comment", [:], "Any JSON value, which touchsim ignores: a note, the model.md § a trace shows"),
            extension: prose("1.4", "x-", [:], "A key starting with `x-`: any JSON value, which touchsim ignores").1
        )
    }

    /// A reference to `$defs/name`.
    static func ref(_ name: String) -> SchemaValue { ["$ref": .string("#/$defs/" + name)] }

    /// `[n1, n2, …]` of `count` numbers, each with `constraints`.
    static func numbers(_ constraints: [[String: SchemaValue]]) -> SchemaValue {
        [
            "type": "array", "minItems": .number(Double(constraints.count)), "items": false,
            "prefixItems": .array(constraints.map { SchemaValue.object(["type": "number"].merging($0) { $1 }) }),
        ]
    }

    /// One of `names`.
    static func names(_ names: [String]) -> SchemaValue { ["enum": .strings(names)] }
}
