// The C math library, the engine's only platform import: no I/O, no clock, no randomness.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Natural logarithm.
func naturalLog(_ x: Double) -> Double { log(x) }

/// `base` raised to `exponent`.
func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

/// The angle of the vector (x, y), radians in (−π, π].
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
