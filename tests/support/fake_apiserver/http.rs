//! The HTTP/1.1 the fake API server speaks: requests with `Content-Length` or chunked
//! bodies, JSON responses, and Kubernetes `Status` bodies for errors.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;

use serde_json::{json, Value};

pub(super) struct Request {
    pub(super) method: String,
    pub(super) path: String,
    pub(super) query: String,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Request {
    pub(super) fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

pub(super) fn read_request(reader: &mut BufReader<TcpStream>) -> Result<Option<Request>, String> {
    let mut line = String::new();
    match reader.read_line(&mut line) {
        Ok(0) => return Ok(None),
        Ok(_) => {}
        // A timeout or a reset while idle: the client is gone.
        Err(_) => return Ok(None),
    }
    let mut parts = line.split_whitespace();
    let (Some(method), Some(target)) = (parts.next(), parts.next()) else {
        return Err(format!("bad request line {line:?}"));
    };
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).map_err(|e| format!("reading headers: {e}"))?;
        let header = header.trim_end_matches(['\r', '\n']);
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':').ok_or_else(|| format!("bad header {header:?}"))?;
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let mut request = Request {
        method: method.to_owned(),
        path: path.to_owned(),
        query: query.to_owned(),
        headers,
        body: Vec::new(),
    };
    if request.header("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).map_err(|e| format!("reading a chunk size: {e}"))?;
            let size = size.trim().split(';').next().unwrap_or("");
            let size = usize::from_str_radix(size, 16).map_err(|_| format!("bad chunk size {size:?}"))?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).map_err(|e| format!("reading a chunk: {e}"))?;
            if size == 0 {
                // Skip trailers (none expected) up to the final empty line.
                if chunk != b"\r\n" {
                    let mut rest = String::new();
                    while reader.read_line(&mut rest).map_err(|e| e.to_string())? > 2 {
                        rest.clear();
                    }
                }
                break;
            }
            request.body.extend_from_slice(&chunk[..size]);
        }
    } else if let Some(length) = request.header("content-length") {
        let length: usize = length.parse().map_err(|_| format!("bad Content-Length {length:?}"))?;
        request.body = vec![0; length];
        reader.read_exact(&mut request.body).map_err(|e| format!("reading the body: {e}"))?;
    }
    Ok(Some(request))
}

pub(super) fn write_response(writer: &mut TcpStream, code: u16, body: &Value, close: bool) -> std::io::Result<()> {
    let body = serde_json::to_vec(body).unwrap();
    let reason = match code {
        200 => "OK",
        201 => "Created",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "Unknown",
    };
    let mut head =
        format!("HTTP/1.1 {code} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n", body.len());
    if close {
        head.push_str("Connection: close\r\n");
    }
    head.push_str("\r\n");
    writer.write_all(head.as_bytes())?;
    writer.write_all(&body)?;
    writer.flush()
}

pub(super) fn status_body(code: u16, reason: &str, message: &str) -> Value {
    json!({
        "kind": "Status",
        "apiVersion": "v1",
        "metadata": {},
        "status": "Failure",
        "message": message,
        "reason": reason,
        "code": code,
    })
}

pub(super) fn not_found(message: &str) -> (u16, Value) {
    (404, status_body(404, "NotFound", message))
}
