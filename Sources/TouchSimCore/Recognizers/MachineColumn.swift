/// The machines of one recognizer class in one block of memory that the arena's store owns,
/// each read and changed where it lies (`RecognizerMachines`).
///
/// An `Array` stored in the arena checked, at every machine call, that its storage was not
/// shared (`swift_isUniquelyReferenced`, a call), for each recognizer a touch went to. The
/// addressors here give the machine's address instead, as `MemberStore` does for the members.
/// A plain value (an address and a count): its owner frees it with `deallocate()` and nothing
/// else keeps it, so it is never copied while in use.
struct MachineColumn<Machine> {
    /// Nil while the column is empty: an empty column holds no memory, so one that is never
    /// handed to an arena leaks nothing.
    private let base: UnsafeMutablePointer<Machine>?
    /// How many machines there are.
    let count: Int

    /// A column holding `machines`, in order; `machines` is left empty, so that they are not
    /// held twice.
    init(taking machines: inout [Machine]) {
        let count = machines.count
        self.count = count
        guard count > 0 else {
            base = nil
            return
        }
        let base = UnsafeMutablePointer<Machine>.allocate(capacity: count)
        machines.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: count) }
        machines = []
        self.base = base
    }

    subscript(i: Int) -> Machine {
        unsafeAddress { UnsafePointer(address(i)) }
        nonmutating unsafeMutableAddress { address(i) }
    }

    /// The machine's address; out of range traps, as an array's subscript does.
    @inline(__always)
    private func address(_ i: Int) -> UnsafeMutablePointer<Machine> {
        // One unsigned comparison: a negative index wraps to above any count (and an empty
        // column has no address to give).
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "machine index out of range")
        return base.unsafelyUnwrapped + i
    }

    /// Ends the machines' lives and gives the memory back; the column is unusable afterwards.
    func deallocate() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
