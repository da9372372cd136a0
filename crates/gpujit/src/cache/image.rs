//! An image as bytes: the body of a cache entry, and (with a magic and a
//! SHA-256) the form the isolated worker sends back.

use gpujit_device::{Image, ImageFormat, KernelSignature, RefusedKernel};
use sha2::{Digest, Sha256};

/// First bytes of an image sent whole; the version changes with the layout.
const MAGIC: &[u8; 8] = b"GJITIMG1";

fn format_code(f: ImageFormat) -> u8 {
    match f {
        ImageFormat::Ptx => 0,
        ImageFormat::Cubin => 1,
        ImageFormat::Hsaco => 2,
        ImageFormat::HostBitcode => 3,
    }
}

/// Format byte, arch line, kernel lines (`name(params)max`), refused-kernel
/// lines (`!name` a tab and the reason, its backslashes and line breaks
/// escaped), where the image has coarsened variants a line `+N` (the body of
/// their image is the last `N` bytes), an empty line, the image bytes, then the
/// variants' body.
pub(crate) fn image_body(image: &Image) -> Vec<u8> {
    let mut body = vec![format_code(image.format)];
    body.extend_from_slice(image.arch.as_bytes());
    body.push(b'\n');
    for k in &image.kernels {
        let max = k.max_threads.map_or(String::new(), |m| m.to_string());
        body.extend_from_slice(
            format!(
                "{}({}){max}\n",
                k.name,
                gpujit_ir::import::encode_params(&k.params)
            )
            .as_bytes(),
        );
    }
    for r in &image.refused {
        let reason = r.reason.replace('\\', "\\\\").replace('\n', "\\n");
        body.extend_from_slice(format!("!{}\t{reason}\n", r.name).as_bytes());
    }
    let coarse = image.coarse.as_deref().map(image_body);
    if let Some(c) = &coarse {
        body.extend_from_slice(format!("+{}\n", c.len()).as_bytes());
    }
    body.push(b'\n');
    body.extend_from_slice(&image.bytes);
    body.extend(coarse.into_iter().flatten());
    body
}

/// The image [`image_body`] wrote, or `None` when `body` is not one.
pub(crate) fn image_from_body(body: &[u8]) -> Option<Image> {
    let format = match *body.first()? {
        0 => ImageFormat::Ptx,
        1 => ImageFormat::Cubin,
        2 => ImageFormat::Hsaco,
        3 => ImageFormat::HostBitcode,
        _ => return None,
    };
    let mut at = 1;
    let mut line = || {
        let end = body[at..].iter().position(|&b| b == b'\n')? + at;
        let s = std::str::from_utf8(&body[at..end]).ok()?.to_string();
        at = end + 1;
        Some(s)
    };
    let arch = line()?;
    let mut kernels = Vec::new();
    let mut refused = Vec::new();
    let mut coarse_len = None;
    loop {
        let l = line()?;
        if l.is_empty() {
            break;
        }
        if let Some(n) = l.strip_prefix('+') {
            coarse_len = Some(n.parse::<usize>().ok()?);
            continue;
        }
        if let Some(r) = l.strip_prefix('!') {
            let (name, reason) = r.split_once('\t')?;
            refused.push(RefusedKernel {
                name: name.to_string(),
                reason: unescape(reason)?,
            });
            continue;
        }
        let (name, rest) = l.split_once('(')?;
        let (params, max) = rest.rsplit_once(')')?;
        kernels.push(KernelSignature {
            name: name.to_string(),
            params: gpujit_ir::import::decode_params(params)?,
            max_threads: if max.is_empty() {
                None
            } else {
                Some(max.parse().ok()?)
            },
        });
    }
    let end = body.len().checked_sub(coarse_len.unwrap_or(0))?;
    let coarse = match coarse_len {
        Some(_) => Some(Box::new(image_from_body(body.get(end..)?)?)),
        None => None,
    };
    Some(Image {
        format,
        arch,
        bytes: body.get(at..end)?.to_vec(),
        kernels,
        refused,
        coarse,
    })
}

/// A reason as [`image_body`] escaped it, or `None` for a stray backslash.
fn unescape(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        out.push(match c {
            '\\' => match chars.next()? {
                'n' => '\n',
                '\\' => '\\',
                _ => return None,
            },
            c => c,
        });
    }
    Some(out)
}

/// `MAGIC`, SHA-256 of the body, the body ([`image_body`]).
pub(crate) fn encode(image: &Image) -> Vec<u8> {
    let body = image_body(image);
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&Sha256::digest(&body));
    out.extend_from_slice(&body);
    out
}

/// The image [`encode`] wrote, checked whole.
pub(crate) fn decode(bytes: &[u8]) -> Option<Image> {
    let rest = bytes.strip_prefix(MAGIC.as_slice())?;
    if rest.len() < 33 {
        return None;
    }
    let (sum, body) = rest.split_at(32);
    if Sha256::digest(body).as_slice() != sum {
        return None;
    }
    image_from_body(body)
}
