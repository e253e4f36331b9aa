//! The stylesheet and the script, compiled into the binary so that the service needs no
//! files beside it.

use actix_web::http::header;
use actix_web::{web, HttpResponse};

const CSS: &str = include_str!("../../../static/academie.css");
const JS: &str = include_str!("../../../static/academie.js");
const PRINT_CSS: &str = include_str!("../../../static/print.css");

/// `GET /static/{file}`: `academie.css`, `print.css` (the printable partie) or
/// `academie.js`. No page has inline style or script: the Content-Security-Policy forbids
/// them.
pub async fn find_asset(t: crate::web::tr::Tr, file: web::Path<String>) -> HttpResponse {
    let (body, kind) = match file.as_str() {
        "academie.css" => (CSS, "text/css; charset=utf-8"),
        "print.css" => (PRINT_CSS, "text/css; charset=utf-8"),
        "academie.js" => (JS, "text/javascript; charset=utf-8"),
        _ => {
            return HttpResponse::NotFound()
                .content_type("text/plain; charset=utf-8")
                .body(t.get("error-page-no-such-file"))
        }
    };
    HttpResponse::Ok()
        .content_type(kind)
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(body)
}
