//! The 64-bit FNV-1a hash: a cheap checksum (progress files) and fingerprint (lesson scripts),
//! not a defence against tampering.

/// The FNV-1a hash of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
