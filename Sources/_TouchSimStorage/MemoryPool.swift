/// Blocks of memory that plain values outside this module reach by address, all freed when the
/// pool ends: an output's buffer, a writer's encoded words and names, a lexer's chunk and
/// scratch. Each block's owner (a sink, a writer's cache, a lexer's buffers) holds the pool, so
/// the views it hands out stay valid as long as it does, and nothing outside this module frees
/// memory by hand.
///
/// The views hold addresses rather than the pool, so that copying one and writing through it
/// count no references (docs/performance.md).
public final class MemoryPool {
    /// Every block still held, with what frees it (its values ended first).
    private var blocks: [(address: UnsafeMutableRawPointer, free: () -> Void)] = []

    /// A pool holding nothing yet.
    public init() {}

    deinit {
        for block in blocks { block.free() }
    }

    /// A block of `count` values, each `value`; valid until the pool ends or frees it.
    public func allocate<Element>(_ count: Int, repeating value: Element) -> UnsafeMutablePointer<Element> {
        let address = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        address.initialize(repeating: value, count: count)
        blocks.append(
            (
                UnsafeMutableRawPointer(address),
                {
                    address.deinitialize(count: count)
                    address.deallocate()
                }
            ))
        return address
    }

    /// A block of one value; valid until the pool ends or frees it.
    public func allocate<Element>(_ value: Element) -> UnsafeMutablePointer<Element> {
        allocate(1, repeating: value)
    }

    /// A block of `count` values, the first `kept` moved from `old` (a block of this pool, freed
    /// here) and the rest `value`: a buffer that grew.
    public func reallocate<Element>(
        _ old: UnsafeMutablePointer<Element>, keeping kept: Int, count: Int, repeating value: Element
    ) -> UnsafeMutablePointer<Element> {
        precondition(kept <= count, "keeping more values than the new block holds")
        let new = allocate(count, repeating: value)
        new.update(from: old, count: kept)
        free(old)
        return new
    }

    /// Frees a block of this pool before the pool ends; its views must not be used afterwards.
    public func free<Element>(_ address: UnsafeMutablePointer<Element>) {
        let raw = UnsafeMutableRawPointer(address)
        guard let i = blocks.lastIndex(where: { $0.address == raw }) else {
            preconditionFailure("freeing a block of another pool")
        }
        blocks.remove(at: i).free()
    }
}
