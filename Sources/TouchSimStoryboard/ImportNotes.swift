/// The warnings of one import, in the order they were found: each a position and a sentence;
/// a thing Interface Builder cannot know is said once, at its first occurrence. A hostile file
/// could earn one per view: past `limit` they are counted, and the count is the last warning.
struct ImportNotes {
    static let limit = 200

    private var kept: [(position: XMLPosition, message: String)] = []
    private var said: Set<String> = []
    private var dropped = 0

    /// The warnings in document order (those at one place in the order found), the count of
    /// those left out last.
    var all: [(position: XMLPosition, message: String)] {
        let sorted = kept.enumerated().sorted {
            ($0.element.position.line, $0.element.position.column, $0.offset)
                < ($1.element.position.line, $1.element.position.column, $1.offset)
        }.map(\.element)
        guard dropped > 0, let last = sorted.last else { return sorted }
        return sorted + [(last.position, "\(dropped) more warnings like these are left out")]
    }

    /// A warning at `position`.
    mutating func add(_ position: XMLPosition, _ message: String) {
        if kept.count < Self.limit { kept.append((position, message)) } else { dropped += 1 }
    }

    /// A warning about `topic`, unless one was given already.
    mutating func once(_ topic: String, _ position: XMLPosition, _ message: String) {
        if said.insert(topic).inserted { add(position, message) }
    }
}
