/// The warnings of one import, in the order they were found: each a position and a sentence;
/// a thing Interface Builder cannot know is said once, at its first occurrence.
struct ImportNotes {
    private(set) var all: [(position: XMLPosition, message: String)] = []
    private var said: Set<String> = []

    /// A warning at `position`.
    mutating func add(_ position: XMLPosition, _ message: String) { all.append((position, message)) }

    /// A warning about `topic`, unless one was given already.
    mutating func once(_ topic: String, _ position: XMLPosition, _ message: String) {
        if said.insert(topic).inserted { add(position, message) }
    }
}
