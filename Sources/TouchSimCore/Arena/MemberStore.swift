/// The arena's members in one block of memory that the arena owns, read and changed where they
/// lie.
///
/// An `IndexedList` (an `Array`) hands out its elements through a getter: reading a member's
/// computed property or passing it to a function copied the whole member (its machine's box, its
/// touches, its lists: a retain each, and a release each after), ~20 copies per event. The
/// addressors here give the member's address instead, so `members[r].state = …`,
/// `update(r) { … }` touch the member in place.
///
/// A plain value (an address and a count) so that reaching it costs no reference counting: the
/// arena allocates it once and frees it in its `deinit`, and nothing else keeps it.
struct MemberStore {
    private let base: UnsafeMutablePointer<ArenaMember>
    /// How many members there are.
    let count: Int

    /// A store holding `members`, in order.
    init(_ members: IndexedList<RecognizerIndex, ArenaMember>) {
        count = members.count
        base = .allocate(capacity: max(count, 1))
        for (i, member) in members.elements.enumerated() { (base + i).initialize(to: member) }
    }

    subscript(r: RecognizerIndex) -> ArenaMember {
        unsafeAddress { UnsafePointer(address(r)) }
        nonmutating unsafeMutableAddress { address(r) }
    }

    /// Every index, in order.
    var indices: LazyMapSequence<Range<Int>, RecognizerIndex> { (0..<count).lazy.map { RecognizerIndex($0) } }

    /// The member's address; out of range traps, as an array's subscript does.
    private func address(_ r: RecognizerIndex) -> UnsafeMutablePointer<ArenaMember> {
        // One unsigned comparison: a negative index wraps to above any count.
        precondition(UInt(bitPattern: r.position) < UInt(bitPattern: count), "recognizer index out of range")
        return base + r.position
    }

    /// Ends the members' lives and gives the memory back; the store is unusable afterwards.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
