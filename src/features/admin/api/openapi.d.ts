// Generated from the API's OpenAPI document: do not edit by hand.
// After changing an /admin route or its schemas, run `npm run openapi:types`.

export interface paths {
    "/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member of staff and what their role allows */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every member of staff, current ones first, then those removed */
        get: operations["getAdminStaff"];
        put?: never;
        /**
         * Add a member of staff
         * @description With the embedded provider an address without an account gets one, and an e-mail with a link to choose a password; an existing account is made staff as it is. A removed member comes back with the new role; a current member is a 409.
         */
        post: operations["postAdminStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member of staff's role
         * @description The last owner cannot be demoted (409).
         */
        put: operations["putAdminStaffById"];
        post?: never;
        /**
         * Remove a member of staff
         * @description Their access ends at once and their back-office sign-ins are revoked; the record stays for the audit log. The last owner cannot be removed (409).
         */
        delete: operations["deleteAdminStaffById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first
         * @description Every change made in the back office: who, when, what, and the data before and after. Filter by the person (actor_id), the kind of record (entity_type) and the record (entity_id), and by days in India (from, to; both included). Entries cannot be changed or deleted.
         */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard: leads per week, bookings ahead, top products and the live site */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/builds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live site build, a waiting publish request and the last builds with their logs */
        get: operations["getAdminBuilds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/builds/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish now: build the site without waiting for the next catalogue check
         * @description Records a request the rebuilder picks up within a few seconds; one waiting request is enough. 503 when no rebuilder reports to this API.
         */
        post: operations["postAdminBuildsPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultation bookings and contact messages, filtered, sorted and paged */
        get: operations["getAdminLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead with its notes */
        get: operations["getAdminLeadsById"];
        /**
         * Set the status and/or the assignee of a lead
         * @description assignee_id must be a current member of staff (null takes the lead off everyone). The status converted is set by converting the lead.
         */
        put: operations["putAdminLeadsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a note to a lead */
        post: operations["postAdminLeadsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a lead into a design project for the lead's e-mail address
         * @description In one transaction: the project (its customer is e-mailed), and the lead converted and pointing at it. A lead that already became a project is a 409.
         */
        post: operations["postAdminLeadsByIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consultations/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultation bookings by day and slot (India time), with the places left */
        get: operations["getAdminConsultationsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/designers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's designers */
        get: operations["getAdminDesigners"];
        put?: never;
        /** Add a designer */
        post: operations["postAdminDesigners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Design projects, newest first, filtered and paged */
        get: operations["getAdminProjects"];
        put?: never;
        /**
         * Open a design project for a customer's e-mail address
         * @description The customer who has confirmed that address gets it at once; otherwise it waits until someone signs in with the address confirmed, and then shows under their My Projects. The customer is e-mailed.
         */
        post: operations["postAdminProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One design project */
        get: operations["getAdminProjectsById"];
        /**
         * Change a design project
         * @description Any of the fields; every change of status is e-mailed to the customer.
         */
        put: operations["putAdminProjectsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's quote versions, newest first, drafts included */
        get: operations["getAdminProjectsByIdQuotes"];
        put?: never;
        /**
         * Start the next version of the quote
         * @description A copy of the last version (rooms, lines at their prices, discount, terms), or for the first one the project's rooms and no lines. 409 while a draft exists.
         */
        post: operations["postAdminProjectsByIdQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/quotes/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of the quote, with what changed since the version before */
        get: operations["getAdminProjectsByIdQuotesByVersion"];
        /**
         * Save a draft's rooms, lines, discount, validity and terms
         * @description Replaces the whole content. Catalogue lines take the product’s price when added and keep it; other lines carry unit, rate (paise before GST), HSN or SAC code and GST rate. The server computes every figure. 409 once the version was sent.
         */
        put: operations["putAdminProjectsByIdQuotesByVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/quotes/{version}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of the quote as a PDF */
        get: operations["getAdminProjectsByIdQuotesByVersionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/quotes/{version}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft to the customer
         * @description Fixes its content digest, supersedes the versions it replaces and e-mails the customer. A discount over QUOTE_DISCOUNT_SHARE_PERCENT of the value needs the projects:discount permission (the owner): 403 otherwise.
         */
        post: operations["postAdminProjectsByIdQuotesByVersionSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's payment stages: what is scheduled, due and paid against the approved quote */
        get: operations["getAdminProjectsByIdStages"];
        /**
         * Set the approved quote's payment schedule
         * @description A template (standard: 10/40/50) or stages by hand, adding up to what is left of the approved total, to the paisa. Stages paid stay; the others are replaced. 409 before the customer approves a quote.
         */
        put: operations["putAdminProjectsByIdStages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/stages/{stageId}/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a stage due; the customer is e-mailed */
        post: operations["postAdminProjectsByIdStagesByStageIdDue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/stages/{stageId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received offline (bank transfer, UPI, cheque, cash)
         * @description The stage's amount exactly, with the bank's or the instrument's reference; it gets a receipt voucher. 409 when the stage is paid already or the reference was recorded before.
         */
        post: operations["postAdminProjectsByIdStagesByStageIdPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's timeline, newest first: status, quotes, approvals, payments and documents */
        get: operations["getAdminProjectsByIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's GST documents: receipt vouchers and its tax invoice */
        get: operations["getAdminProjectsByIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the tax invoice at completion, adjusting the advances received
         * @description The approved version's lines with their full taxable value and tax, then each receipt voucher it adjusts and the balance due. Once per project: 409 when issued already or before an approved quote.
         */
        post: operations["postAdminProjectsByIdInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/refund-voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a cancelled project's advances, with a refund voucher for each receipt voucher
         * @description Online payments go back through the gateway; money received offline is recorded as given back by `method` with its `reference` (then required). The stages not yet paid are withdrawn. 409 when the project is not cancelled, nothing is paid, or the work is invoiced.
         */
        post: operations["postAdminProjectsByIdRefundVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the project's GST documents (a receipt voucher) as a PDF */
        get: operations["getAdminProjectsByIdDocumentsByDocumentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booked and done site visits of a span of days, for the calendar beside consultations
         * @description Days are India days; a span is 1 to 31 days (7 by default).
         */
        get: operations["getAdminVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's site visits, newest first */
        get: operations["getAdminProjectsByIdVisits"];
        put?: never;
        /**
         * Offer the customer times for a site visit, each with a designer
         * @description Two to six times, India time, within visiting hours and ahead; a designer with another visit then (or too close to travel between) is a 409 naming the time. The customer is e-mailed to pick one.
         */
        post: operations["postAdminProjectsByIdVisits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/visits/{visitId}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record what was measured and seen at a booked visit; it is then done */
        put: operations["putAdminProjectsByIdVisitsByVisitIdRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/visits/{visitId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a photo to a booked or done site visit (multipart, one file in the field "image")
         * @description JPEG, PNG, WebP or AVIF, known by content; at most 10 MB and 8192 × 8192 pixels. Kept re-encoded as WebP (at most 1600 px, with no EXIF data) with a 400 × 400 thumbnail, under an address that cannot be guessed. A visit keeps at most 40 photos.
         */
        post: operations["postAdminProjectsByIdVisitsByVisitIdPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/visits/{visitId}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a site visit's photo */
        delete: operations["deleteAdminProjectsByIdVisitsByVisitIdPhotosByPhotoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}/stages/{stageId}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the proof of a stage's offline payment (multipart, one file in the field "image")
         * @description JPEG, PNG, WebP or AVIF, known by content; at most 10 MB and 8192 × 8192 pixels. Kept re-encoded as WebP (at most 1600 px, with no EXIF data) with a 400 × 400 thumbnail, under an address that cannot be guessed. A new proof replaces the one before; a payment through the gateway has none (409).
         */
        post: operations["postAdminProjectsByIdStagesByStageIdProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, newest first, searched by name, e-mail or phone */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guest buyers (orders without an account), one per e-mail address, found by name, e-mail or phone
         * @description search (at least 3 characters) is matched anywhere in the name, e-mail address and phone of orders placed without an account; a phone number is found however it is typed. Newest buyer first.
         */
        get: operations["getAdminCustomersGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/guests/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest buyer's orders, newest first, by their e-mail address */
        get: operations["getAdminCustomersGuestsOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's orders, newest first: placed signed in, or as a guest from an address they confirmed */
        get: operations["getAdminCustomersByIdOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's profile, wishlist, projects and reviews */
        get: operations["getAdminCustomersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the shop holds about a customer, as a JSON file
         * @description A file download (content-disposition: attachment), not the usual envelope: profile, sign-in account (never its password), wishlist, projects, reviews, and the leads and back-in-stock requests sent from an address the customer has confirmed.
         */
        get: operations["getAdminCustomersByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a customer on their request
         * @description confirm_email must be the customer’s e-mail address. In one transaction: their record, wishlist, avatar, sign-in account (they are signed out everywhere) go; reviews stay as "Anonymous"; projects stay without customer or address; leads sent from their confirmed address keep nothing of what they wrote.
         */
        post: operations["postAdminCustomersByIdErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of every status: search (name, SKU, slug), filters, sorting and pages
         * @description `category_id` includes its descendants; prices filter and sort on what a shopper pays. `total` stops at 10,000 (`totalCapped`).
         */
        get: operations["getAdminProducts"];
        put?: never;
        /**
         * Create a product (a draft unless status says otherwise)
         * @description The slug is made from the name when left out. A slug or SKU in use is 409 naming the field; SKUs are unique across products and variants, without regard to case. Without `hsn_code` and `gst_rate` a product gets 9403 at 18 %; without `stock_quantity` it is not counted (made to order).
         */
        post: operations["postAdminProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /api/v1/admin/products/{id} */
        get: operations["getAdminProductsById"];
        /**
         * Save a product: every editable field, with the version the edit started from
         * @description Variants are matched by id: one without an id is new, a stored one left out is deleted. A `version` other than the stored one is 409 with `details` (ConflictDetails: what is stored, the fields that differ, who saved last and when); nothing is overwritten. A new slug keeps the old address as a redirect. `hsn_code`, `gst_rate` (per cent) and `stock_quantity` (units on hand; null: not counted) keep their stored values when left out.
         */
        put: operations["putAdminProductsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish, unpublish (back to draft) or archive a product */
        post: operations["postAdminProductsByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The product's images in their new order, with alt texts and exactly one primary image */
        put: operations["putAdminProductsByIdImages"];
        /**
         * Upload an image (multipart, one file in the field "image")
         * @description JPEG, PNG, WebP or AVIF, known by content; at most 10 MB and 8192 × 8192 pixels. Stored re-encoded as WebP (at most 1600 px) with a 400 × 400 thumbnail. The first image becomes the primary one.
         */
        post: operations["postAdminProductsByIdImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /api/v1/admin/products/{id}/images/{imageId} */
        delete: operations["deleteAdminProductsByIdImagesByImageId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/bulk/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the prices of a selection by a percentage or an amount
         * @description Applies to the price and (when set) the discount price of each product and of all its variants, rounded to whole rupees. Refused as a whole, naming the product, when any price would fall below ₹1.
         */
        post: operations["postAdminProductsBulkPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/bulk/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the stock state of a selection */
        post: operations["postAdminProductsBulkStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category, flat, in tree order */
        get: operations["getAdminCategories"];
        put?: never;
        /** POST /api/v1/admin/categories */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The order of the categories under one parent (null: the top level) */
        put: operations["putAdminCategoriesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or move a category (a move is a new parent_id)
         * @description A category cannot move inside itself or its descendants (400 naming parent_id). A new slug keeps the old address as a redirect. Fields left out keep their values.
         */
        put: operations["putAdminCategoriesById"];
        post?: never;
        /** Delete a category that holds no product and no subcategory (409 otherwise) */
        delete: operations["deleteAdminCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a category a new image (multipart, one file in the field "image") */
        post: operations["postAdminCategoriesByIdImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product and variant as CSV (text/csv, UTF-8)
         * @description The columns of the template, one row per product followed by its variants, in SKU order.
         */
        get: operations["getAdminCatalogueExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The CSV header and one example row (text/csv) */
        get: operations["getAdminCatalogueTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a CSV (body: text/csv): mode=dry-run plans, mode=apply queues a job
         * @description Rows are matched by sku, never by an internal id. A dry run lists every problem by row and column and changes nothing. An apply is refused (422, the plan in `details`) while the file has a problem; otherwise it answers 202 with the job, which stages the rows and applies them all in one transaction. Follow it at GET /admin/jobs/{id}.
         */
        post: operations["postAdminCatalogueImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import job: its state and progress */
        get: operations["getAdminJobsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews, newest first, visible and hidden */
        get: operations["getAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a review from the shop, with a reason
         * @description A hidden review leaves every public list, and the product's rating and review count no longer count it.
         */
        post: operations["postAdminReviewsByIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again */
        post: operations["postAdminReviewsByIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}/return-window": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the category's return window in days (0: not returnable; null: inherit) */
        patch: operations["patchAdminCategoriesByIdReturnWindow"];
        trace?: never;
    };
    "/admin/products/{id}/return-window": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's return window in days (0: not returnable; null: inherit) */
        patch: operations["patchAdminProductsByIdReturnWindow"];
        trace?: never;
    };
    "/admin/delivery/pincodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serviceable pincode ranges, filtered by a pincode (or its first digits) and by zone, paged */
        get: operations["getAdminDeliveryPincodes"];
        put?: never;
        /**
         * Add a serviceable range (a single pincode is a range of one)
         * @description A range with the same pincode_from and pincode_to as another is a 409.
         */
        post: operations["postAdminDeliveryPincodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/pincodes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every serviceable range as CSV (text/csv, UTF-8) */
        get: operations["getAdminDeliveryPincodesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/pincodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One serviceable range */
        get: operations["getAdminDeliveryPincodesById"];
        /** Replace a serviceable range */
        put: operations["putAdminDeliveryPincodesById"];
        post?: never;
        /** Remove a serviceable range */
        delete: operations["deleteAdminDeliveryPincodesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/pincodes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import serviceable ranges from a CSV (body: text/csv), all at once
         * @description The columns of the export. Every row is checked before anything is written: when any row is wrong the answer is 422 with every problem by row and column in `details`, and nothing changes. A row whose range exists replaces it; other rows are added; ranges the file leaves out stay.
         */
        post: operations["postAdminDeliveryPincodesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/emi-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every EMI plan, switched off ones too, in order */
        get: operations["getAdminEmiPlans"];
        put?: never;
        /**
         * Add an EMI plan
         * @description Active and placed last unless said otherwise. A no-cost plan must have annual_rate_bp 0.
         */
        post: operations["postAdminEmiPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/emi-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One EMI plan */
        get: operations["getAdminEmiPlansById"];
        put?: never;
        post?: never;
        /** Remove an EMI plan */
        delete: operations["deleteAdminEmiPlansById"];
        options?: never;
        head?: never;
        /** Change an EMI plan (only the fields sent); `{ "active": false }` switches it off */
        patch: operations["patchAdminEmiPlansById"];
        trace?: never;
    };
    "/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coupon codes, newest first, with their uses and the discount given (paise) */
        get: operations["getAdminCoupons"];
        put?: never;
        /**
         * Create a coupon code
         * @description Codes are stored in capitals and are unique whatever their case (409 naming `code`). Amounts are whole rupees; `value` is per cent off (at most 90) or rupees off.
         */
        post: operations["postAdminCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coupon code */
        get: operations["getAdminCouponsById"];
        /**
         * Change a coupon code's terms (the whole form)
         * @description Orders already placed keep the discount they were given. `max_uses` cannot go below the uses the code already has (422). Switch a code off with `active: false`; codes are never deleted, as orders name them.
         */
        put: operations["putAdminCouponsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A zone's places for deliveries and installations, day by day, with its weekly default
         * @description Without `zone`, the first zone A to Z; without `from`, today in India. A day staff did not set has the weekly default of its weekday; a weekday without a default has no places, and is not offered.
         */
        get: operations["getAdminDeliveryCapacity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/capacity/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one day's places in a zone for deliveries (and pickups) or installations
         * @description Fewer places than the day has booked is a 409 naming `capacity`.
         */
        put: operations["putAdminDeliveryCapacityDay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/capacity/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a zone's weekly places, Sunday to Saturday, for deliveries and installations
         * @description Days from today that staff did not set follow the new default at once, never below what they have booked.
         */
        put: operations["putAdminDeliveryCapacityDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries, installations and pickups booked from a day, for the calendar */
        get: operations["getAdminDeliveryBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/orders/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's slot bookings, its moves and cancellations too, oldest first */
        get: operations["getAdminDeliveryOrdersByIdBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first, filtered by status and by number, name, e-mail or phone, paged */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's sales in India: orders placed today that stand, and their total in paise */
        get: operations["getAdminOrdersToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What staff must look at about orders' money: payments not applied, failed refunds, stuck orders
         * @description Raised alerts still open, newest first. Each closes by itself when what caused it is settled: a payment is refunded, a refund is processed, an order is reconciled.
         */
        get: operations["getAdminOrdersAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its lines, addresses, payment, history (naming the member behind each staff move) and invoice */
        get: operations["getAdminOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's GST tax invoice as a PDF, to print */
        get: operations["getAdminOrdersByIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the order's GST documents as a PDF, to print: its invoice or a credit note */
        get: operations["getAdminOrdersByIdDocumentsByDocumentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order on: confirm, ship with carrier and tracking number, mark delivered, cancel (a paid order is refunded through its provider), or retry a refund
         * @description Only allowed moves are made (409 otherwise). The customer is e-mailed at every move.
         */
        post: operations["postAdminOrdersByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns and replacements, newest first, by state or order */
        get: operations["getAdminReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A return with its order, lines, photos, inspection, refund and credit note */
        get: operations["getAdminReturnsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a requested return, with a note and the pickup day */
        post: operations["postAdminReturnsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a requested return, saying why */
        post: operations["postAdminReturnsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an approved return collected */
        post: operations["postAdminReturnsByIdCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the condition of a collected return, and put each unit back on sale or write it off */
        post: operations["postAdminReturnsByIdInspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund an inspected return, keeping back a documented deduction; issues its credit note */
        post: operations["postAdminReturnsByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/refund-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the gateway again for a refund that failed */
        post: operations["postAdminReturnsByIdRefundAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/replacement-sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a replacement at no charge, booking its delivery day for the zone’s crew */
        post: operations["postAdminReturnsByIdReplacementSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a replacement once it is delivered */
        post: operations["postAdminReturnsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/damage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Damage reported at delivery: starts an approved replacement at once */
        post: operations["postAdminOrdersByIdDamage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's packing slip as a PDF: its pieces, options and quantities, where they go; no prices */
        get: operations["getAdminOrdersByIdPackingSlipPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/delivery-challan.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's delivery challan (Rule 55 of the CGST Rules) as a PDF, in three copies
         * @description The first print numbers it (DC/yy-yy/nnnnnn, a consecutive series per financial year) and records it in the audit log; a reprint shows the same number and date. 409 for an order awaiting payment or cancelled.
         */
        get: operations["getAdminOrdersByIdDeliveryChallanPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/invoices.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices of every order shipped on a day in India, one PDF, each from a new page
         * @description In the order they were shipped. 404 when no order was shipped that day.
         */
        get: operations["getAdminOrdersInvoicesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders placed between two days in India, of one status or all, as CSV (text/csv, UTF-8)
         * @description Oldest first, with each buyer's name, e-mail, phone and delivery address, so only members who may export customers’ data may take it; each export is recorded in the audit log with its filters. Cells a spreadsheet would run as a formula start with an apostrophe.
         */
        get: operations["getAdminOrdersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stock/low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products at or below their low-stock threshold, fewest units first, paged
         * @description Only products whose units are counted and that have a threshold; archived products are left out. The business is e-mailed this list each morning when it is not empty.
         */
        get: operations["getAdminStockLow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/gstr1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's GSTR-1: each table's total, its reconciliation with the documents, the period summary */
        get: operations["getAdminReportsGstr1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/gstr1.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's GSTR-1 files, zipped: the offline tool's CSVs, the reconciliation and the portal's JSON */
        get: operations["getAdminReportsGstr1Zip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/gstr1.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's GSTR-1 as the GST portal's JSON */
        get: operations["getAdminReportsGstr1Json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/sales-register.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's sales register: every line of its invoices and credit notes (text/csv, UTF-8) */
        get: operations["getAdminReportsSalesRegisterCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every failure: the error envelope. */
        Error: {
            /** @constant */
            success: false;
            error: string;
            code: string;
            details?: unknown;
            isAuthError?: boolean;
        };
        ProductSummary: {
            id: string;
            name: string;
            slug: string;
            sku: string | null;
            price: number;
            compare_price: number | null;
            discount_price: number | null;
            image_url: string | null;
            thumbnail_url: string | null;
            category: {
                id: string;
                name: string;
                slug: string;
            } | null;
            brand: string | null;
            stock_status: string;
            room_type: string | null;
            material: string | null;
            color: string | null;
            style: string | null;
            rating: number;
            review_count: number;
            is_featured: boolean;
            created_at: string;
            updated_at: string;
        };
        Product: {
            id: string;
            name: string;
            slug: string;
            sku: string | null;
            price: number;
            compare_price: number | null;
            discount_price: number | null;
            image_url: string | null;
            thumbnail_url: string | null;
            category: {
                id: string;
                name: string;
                slug: string;
            } | null;
            brand: string | null;
            stock_status: string;
            room_type: string | null;
            material: string | null;
            color: string | null;
            style: string | null;
            rating: number;
            review_count: number;
            is_featured: boolean;
            created_at: string;
            updated_at: string;
            description: string | null;
            dimensions: string | null;
            weight: string | null;
            care_instructions: string | null;
            warranty: string | null;
            assembly_required: boolean;
            packed_box?: {
                length_cm: number;
                width_cm: number;
                height_cm: number;
            } | null;
            ships_assembled?: boolean;
            return_days: number;
            features: string[];
            specifications: {
                name: string;
                value: string;
            }[];
            variants: {
                id: string;
                name: string;
                sku: string | null;
                price: number;
                discount_price?: number | null;
                stock_status: string;
            }[];
            images: {
                id: string;
                image_url: string;
                thumbnail_url: string | null;
                alt_text: string | null;
                is_primary: boolean;
            }[];
        };
        Category: {
            id: string;
            name: string;
            slug: string;
            description: string | null;
            image_url: string | null;
            parent_id: string | null;
            product_count: number;
            is_featured: boolean;
            sort_order: number;
        };
        /** @description A category with its subcategories, nested to any depth. */
        CategoryNode: {
            id: string;
            name: string;
            slug: string;
            description: string | null;
            image_url: string | null;
            parent_id: string | null;
            product_count: number;
            is_featured: boolean;
            sort_order: number;
            children: components["schemas"]["CategoryNode"][];
        };
        Review: {
            id: string;
            product_id: string;
            customer_name: string | null;
            rating: number;
            title: string | null;
            comment: string | null;
            created_at: string;
            verified_purchase: boolean;
            helpful_count: number;
        };
        Pagination: {
            page: number;
            limit: number;
            total: number;
            pages: number;
            hasNext: boolean;
            hasPrev: boolean;
        };
        User: {
            id: string;
            first_name: string;
            last_name: string | null;
            full_name: string;
            user_type: string;
            avatar_url: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            pincode: string | null;
            created_at: string;
            updated_at: string;
        };
        Project: {
            id: string;
            project_name: string;
            description: string | null;
            status: string;
            budget_min: number | null;
            budget_max: number | null;
            timeline: string | null;
            assigned_designer: {
                id: string;
                first_name: string;
                last_name: string;
            } | null;
            created_at: string;
            updated_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            staff: {
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "owner" | "catalogue" | "sales" | "viewer";
                                created_at: string;
                                removed_at: string | null;
                                last_seen_at: string | null;
                            };
                            permissions: ("dashboard:read" | "catalogue:read" | "catalogue:write" | "reviews:read" | "reviews:moderate" | "leads:read" | "leads:write" | "projects:read" | "projects:write" | "projects:discount" | "customers:read" | "customers:export" | "customers:erase" | "staff:read" | "staff:manage" | "audit:read" | "builds:read" | "builds:publish" | "delivery:read" | "delivery:write" | "orders:read" | "orders:write" | "reports:read" | "offers:read" | "offers:write")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            staff: {
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "owner" | "catalogue" | "sales" | "viewer";
                                created_at: string;
                                removed_at: string | null;
                                last_seen_at: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "catalogue" | "sales" | "viewer";
                    first_name: string;
                    last_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            staff: {
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "owner" | "catalogue" | "sales" | "viewer";
                                created_at: string;
                                removed_at: string | null;
                                last_seen_at: string | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminStaffById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "catalogue" | "sales" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            staff: {
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "owner" | "catalogue" | "sales" | "viewer";
                                created_at: string;
                                removed_at: string | null;
                                last_seen_at: string | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminStaffById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            staff: {
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "owner" | "catalogue" | "sales" | "viewer";
                                created_at: string;
                                removed_at: string | null;
                                last_seen_at: string | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                actor_id?: string;
                entity_type?: string;
                entity_id?: string;
                from?: string;
                to?: string;
                sort?: "at";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            entries: {
                                id: string;
                                at: string;
                                actor: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                action: string;
                                entity_type: string;
                                entity_id: string | null;
                                before: unknown;
                                after: unknown;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            leads_per_week: {
                                week_start: string;
                                counts: {
                                    new: number;
                                    contacted: number;
                                    scheduled: number;
                                    completed: number;
                                    converted: number;
                                    lost: number;
                                };
                            }[];
                            bookings: {
                                date: string;
                                time: string;
                                booked: number;
                                capacity: number;
                            }[];
                            most_viewed: {
                                id: string;
                                name: string;
                                slug: string;
                                views: number;
                            }[];
                            most_wishlisted: {
                                id: string;
                                name: string;
                                slug: string;
                                wishlists: number;
                            }[];
                            build: {
                                live: {
                                    id: string;
                                    /** @enum {string} */
                                    trigger: "start" | "catalogue" | "code" | "publish";
                                    /** @enum {string} */
                                    outcome: "running" | "succeeded" | "failed" | "timed_out";
                                    catalogue_version: string | null;
                                    started_at: string;
                                    finished_at: string | null;
                                    duration_ms: number | null;
                                    pages: number | null;
                                    log: string;
                                } | null;
                                catalogue_version: string;
                                publish_requested_at: string | null;
                            };
                            receivables: {
                                buckets: {
                                    label: string;
                                    stages: number;
                                    amount_paise: number;
                                }[];
                                total_paise: number;
                            };
                            cart_recovery: {
                                reminders_sent: number;
                                carts_recovered: number;
                                recovered_paise: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBuilds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            live: {
                                id: string;
                                /** @enum {string} */
                                trigger: "start" | "catalogue" | "code" | "publish";
                                /** @enum {string} */
                                outcome: "running" | "succeeded" | "failed" | "timed_out";
                                catalogue_version: string | null;
                                started_at: string;
                                finished_at: string | null;
                                duration_ms: number | null;
                                pages: number | null;
                                log: string;
                            } | null;
                            catalogue_version: string;
                            publish_requested_at: string | null;
                            builds: {
                                id: string;
                                /** @enum {string} */
                                trigger: "start" | "catalogue" | "code" | "publish";
                                /** @enum {string} */
                                outcome: "running" | "succeeded" | "failed" | "timed_out";
                                catalogue_version: string | null;
                                started_at: string;
                                finished_at: string | null;
                                duration_ms: number | null;
                                pages: number | null;
                                log: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBuildsPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            live: {
                                id: string;
                                /** @enum {string} */
                                trigger: "start" | "catalogue" | "code" | "publish";
                                /** @enum {string} */
                                outcome: "running" | "succeeded" | "failed" | "timed_out";
                                catalogue_version: string | null;
                                started_at: string;
                                finished_at: string | null;
                                duration_ms: number | null;
                                pages: number | null;
                                log: string;
                            } | null;
                            catalogue_version: string;
                            publish_requested_at: string | null;
                            builds: {
                                id: string;
                                /** @enum {string} */
                                trigger: "start" | "catalogue" | "code" | "publish";
                                /** @enum {string} */
                                outcome: "running" | "succeeded" | "failed" | "timed_out";
                                catalogue_version: string | null;
                                started_at: string;
                                finished_at: string | null;
                                duration_ms: number | null;
                                pages: number | null;
                                log: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminLeads: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                kind?: "consultation" | "contact" | "callback";
                status?: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                assignee?: string | "none";
                search?: string;
                from?: string;
                to?: string;
                sort?: "created_at" | "preferred_date";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            leads: {
                                id: string;
                                /** @enum {string} */
                                kind: "consultation" | "contact" | "callback";
                                /** @enum {string} */
                                status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                first_name: string;
                                last_name: string;
                                email: string;
                                phone: string | null;
                                subject: string | null;
                                message: string;
                                service_id: string | null;
                                project_type: string | null;
                                budget: string | null;
                                rooms: string[];
                                preferred_date: string | null;
                                preferred_time: string | null;
                                assignee: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                project_id: string | null;
                                notes_count: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminLeadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            lead: {
                                id: string;
                                /** @enum {string} */
                                kind: "consultation" | "contact" | "callback";
                                /** @enum {string} */
                                status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                first_name: string;
                                last_name: string;
                                email: string;
                                phone: string | null;
                                subject: string | null;
                                message: string;
                                service_id: string | null;
                                project_type: string | null;
                                budget: string | null;
                                rooms: string[];
                                preferred_date: string | null;
                                preferred_time: string | null;
                                assignee: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                project_id: string | null;
                                notes_count: number;
                                created_at: string;
                                updated_at: string;
                                notes: {
                                    id: string;
                                    text: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        email: string;
                                    } | null;
                                    created_at: string;
                                }[];
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminLeadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                    assignee_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            lead: {
                                id: string;
                                /** @enum {string} */
                                kind: "consultation" | "contact" | "callback";
                                /** @enum {string} */
                                status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                first_name: string;
                                last_name: string;
                                email: string;
                                phone: string | null;
                                subject: string | null;
                                message: string;
                                service_id: string | null;
                                project_type: string | null;
                                budget: string | null;
                                rooms: string[];
                                preferred_date: string | null;
                                preferred_time: string | null;
                                assignee: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                project_id: string | null;
                                notes_count: number;
                                created_at: string;
                                updated_at: string;
                                notes: {
                                    id: string;
                                    text: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        email: string;
                                    } | null;
                                    created_at: string;
                                }[];
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminLeadsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            lead: {
                                id: string;
                                /** @enum {string} */
                                kind: "consultation" | "contact" | "callback";
                                /** @enum {string} */
                                status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                first_name: string;
                                last_name: string;
                                email: string;
                                phone: string | null;
                                subject: string | null;
                                message: string;
                                service_id: string | null;
                                project_type: string | null;
                                budget: string | null;
                                rooms: string[];
                                preferred_date: string | null;
                                preferred_time: string | null;
                                assignee: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                project_id: string | null;
                                notes_count: number;
                                created_at: string;
                                updated_at: string;
                                notes: {
                                    id: string;
                                    text: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        email: string;
                                    } | null;
                                    created_at: string;
                                }[];
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminLeadsByIdConvert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    /** @enum {string} */
                    status?: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                    designer_id?: string | null;
                    budget_min?: number | null;
                    budget_max?: number | null;
                    timeline?: string | null;
                    description?: string | null;
                    site_address?: {
                        line1: string;
                        area: string;
                        landmark?: string;
                        city: string;
                        stateCode: string;
                        pincode: string;
                    } | null;
                    rooms?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            lead: {
                                id: string;
                                /** @enum {string} */
                                kind: "consultation" | "contact" | "callback";
                                /** @enum {string} */
                                status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                first_name: string;
                                last_name: string;
                                email: string;
                                phone: string | null;
                                subject: string | null;
                                message: string;
                                service_id: string | null;
                                project_type: string | null;
                                budget: string | null;
                                rooms: string[];
                                preferred_date: string | null;
                                preferred_time: string | null;
                                assignee: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                project_id: string | null;
                                notes_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                            project: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminConsultationsCalendar: {
        parameters: {
            query: {
                from: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            days: {
                                date: string;
                                slots: {
                                    time: string;
                                    label: string;
                                    capacity: number;
                                    booked: number;
                                    remaining: number;
                                    bookings: {
                                        id: string;
                                        name: string;
                                        /** @enum {string} */
                                        status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                                    }[];
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDesigners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            designers: {
                                id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                phone: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDesigners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name?: string;
                    email?: string | null;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            designer: {
                                id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                phone: string | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjects: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                designer_id?: string;
                search?: string;
                sort?: "created_at" | "updated_at" | "project_name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            projects: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_email: string;
                    project_name: string;
                    /** @enum {string} */
                    status?: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                    designer_id?: string | null;
                    budget_min?: number | null;
                    budget_max?: number | null;
                    timeline?: string | null;
                    description?: string | null;
                    site_address?: {
                        line1: string;
                        area: string;
                        landmark?: string;
                        city: string;
                        stateCode: string;
                        pincode: string;
                    } | null;
                    rooms?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            project: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            project: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name?: string;
                    /** @enum {string} */
                    status?: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                    designer_id?: string | null;
                    budget_min?: number | null;
                    budget_max?: number | null;
                    timeline?: string | null;
                    description?: string | null;
                    site_address?: {
                        line1: string;
                        area: string;
                        landmark?: string;
                        city: string;
                        stateCode: string;
                        pincode: string;
                    } | null;
                    rooms?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            project: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            quotes: {
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "sent" | "changes_requested" | "approved" | "superseded";
                                total_paise: number;
                                line_count: number;
                                valid_until: string;
                                sent_at: string | null;
                                approved_at: string | null;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            quote: {
                                id: string;
                                project_id: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "sent" | "changes_requested" | "approved" | "superseded";
                                rooms: string[];
                                lines: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    key: string;
                                    position: number;
                                    room: string;
                                    /** @enum {string} */
                                    kind: "product" | "work" | "service";
                                    product_id: string | null;
                                    variant_id: string | null;
                                    sku: string | null;
                                    description: string;
                                    /** @enum {string} */
                                    unit: "nos" | "set" | "rft" | "sqft" | "rmt" | "sqm" | "lumpsum";
                                    quantity: number;
                                    unit_paise: number;
                                    includes_gst: boolean;
                                    gst_rate_bp: number;
                                    hsn_sac: string;
                                    material: string;
                                    finish: string;
                                    gross_paise: number;
                                    discount_paise: number;
                                    quote_discount_paise: number;
                                }[];
                                discount_paise: number;
                                totals: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gross_paise: number;
                                    discount_paise: number;
                                };
                                by_rate: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gst_rate_bp: number;
                                }[];
                                total_in_words: string;
                                place_of_supply: {
                                    code: string;
                                    name: string;
                                } | null;
                                intra_state: boolean;
                                valid_until: string;
                                terms: string;
                                content_digest: string | null;
                                sent_at: string | null;
                                changes_requested: {
                                    at: string;
                                    comment: string;
                                } | null;
                                approved_at: string | null;
                                changes_since: {
                                    previous_version: number;
                                    added: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    removed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    changed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        fields: string[];
                                        total_before_paise: number;
                                        total_after_paise: number;
                                    }[];
                                    total_before_paise: number;
                                    total_after_paise: number;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                approval: {
                                    customer_id: string | null;
                                    ip: string | null;
                                    digest: string;
                                } | null;
                                discount_share_bp: number;
                                discount_needs_owner: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdQuotesByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            quote: {
                                id: string;
                                project_id: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "sent" | "changes_requested" | "approved" | "superseded";
                                rooms: string[];
                                lines: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    key: string;
                                    position: number;
                                    room: string;
                                    /** @enum {string} */
                                    kind: "product" | "work" | "service";
                                    product_id: string | null;
                                    variant_id: string | null;
                                    sku: string | null;
                                    description: string;
                                    /** @enum {string} */
                                    unit: "nos" | "set" | "rft" | "sqft" | "rmt" | "sqm" | "lumpsum";
                                    quantity: number;
                                    unit_paise: number;
                                    includes_gst: boolean;
                                    gst_rate_bp: number;
                                    hsn_sac: string;
                                    material: string;
                                    finish: string;
                                    gross_paise: number;
                                    discount_paise: number;
                                    quote_discount_paise: number;
                                }[];
                                discount_paise: number;
                                totals: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gross_paise: number;
                                    discount_paise: number;
                                };
                                by_rate: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gst_rate_bp: number;
                                }[];
                                total_in_words: string;
                                place_of_supply: {
                                    code: string;
                                    name: string;
                                } | null;
                                intra_state: boolean;
                                valid_until: string;
                                terms: string;
                                content_digest: string | null;
                                sent_at: string | null;
                                changes_requested: {
                                    at: string;
                                    comment: string;
                                } | null;
                                approved_at: string | null;
                                changes_since: {
                                    previous_version: number;
                                    added: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    removed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    changed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        fields: string[];
                                        total_before_paise: number;
                                        total_after_paise: number;
                                    }[];
                                    total_before_paise: number;
                                    total_after_paise: number;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                approval: {
                                    customer_id: string | null;
                                    ip: string | null;
                                    digest: string;
                                } | null;
                                discount_share_bp: number;
                                discount_needs_owner: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProjectsByIdQuotesByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rooms: string[];
                    lines: {
                        key?: string;
                        room: string;
                        /** @enum {string} */
                        kind: "product" | "work" | "service";
                        product_id?: string | null;
                        variant_id?: string | null;
                        description?: string;
                        /** @enum {string} */
                        unit?: "nos" | "set" | "rft" | "sqft" | "rmt" | "sqm" | "lumpsum";
                        quantity: number;
                        unit_paise?: number;
                        gst_rate_bp?: number;
                        hsn_sac?: string;
                        material?: string;
                        finish?: string;
                        /** @default 0 */
                        discount_paise?: number;
                    }[];
                    /** @default 0 */
                    discount_paise?: number;
                    valid_until: string;
                    /** @default  */
                    terms?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            quote: {
                                id: string;
                                project_id: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "sent" | "changes_requested" | "approved" | "superseded";
                                rooms: string[];
                                lines: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    key: string;
                                    position: number;
                                    room: string;
                                    /** @enum {string} */
                                    kind: "product" | "work" | "service";
                                    product_id: string | null;
                                    variant_id: string | null;
                                    sku: string | null;
                                    description: string;
                                    /** @enum {string} */
                                    unit: "nos" | "set" | "rft" | "sqft" | "rmt" | "sqm" | "lumpsum";
                                    quantity: number;
                                    unit_paise: number;
                                    includes_gst: boolean;
                                    gst_rate_bp: number;
                                    hsn_sac: string;
                                    material: string;
                                    finish: string;
                                    gross_paise: number;
                                    discount_paise: number;
                                    quote_discount_paise: number;
                                }[];
                                discount_paise: number;
                                totals: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gross_paise: number;
                                    discount_paise: number;
                                };
                                by_rate: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gst_rate_bp: number;
                                }[];
                                total_in_words: string;
                                place_of_supply: {
                                    code: string;
                                    name: string;
                                } | null;
                                intra_state: boolean;
                                valid_until: string;
                                terms: string;
                                content_digest: string | null;
                                sent_at: string | null;
                                changes_requested: {
                                    at: string;
                                    comment: string;
                                } | null;
                                approved_at: string | null;
                                changes_since: {
                                    previous_version: number;
                                    added: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    removed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    changed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        fields: string[];
                                        total_before_paise: number;
                                        total_after_paise: number;
                                    }[];
                                    total_before_paise: number;
                                    total_after_paise: number;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                approval: {
                                    customer_id: string | null;
                                    ip: string | null;
                                    digest: string;
                                } | null;
                                discount_share_bp: number;
                                discount_needs_owner: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdQuotesByVersionPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdQuotesByVersionSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            quote: {
                                id: string;
                                project_id: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "sent" | "changes_requested" | "approved" | "superseded";
                                rooms: string[];
                                lines: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    key: string;
                                    position: number;
                                    room: string;
                                    /** @enum {string} */
                                    kind: "product" | "work" | "service";
                                    product_id: string | null;
                                    variant_id: string | null;
                                    sku: string | null;
                                    description: string;
                                    /** @enum {string} */
                                    unit: "nos" | "set" | "rft" | "sqft" | "rmt" | "sqm" | "lumpsum";
                                    quantity: number;
                                    unit_paise: number;
                                    includes_gst: boolean;
                                    gst_rate_bp: number;
                                    hsn_sac: string;
                                    material: string;
                                    finish: string;
                                    gross_paise: number;
                                    discount_paise: number;
                                    quote_discount_paise: number;
                                }[];
                                discount_paise: number;
                                totals: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gross_paise: number;
                                    discount_paise: number;
                                };
                                by_rate: {
                                    taxable_paise: number;
                                    cgst_paise: number;
                                    sgst_paise: number;
                                    igst_paise: number;
                                    total_paise: number;
                                    gst_rate_bp: number;
                                }[];
                                total_in_words: string;
                                place_of_supply: {
                                    code: string;
                                    name: string;
                                } | null;
                                intra_state: boolean;
                                valid_until: string;
                                terms: string;
                                content_digest: string | null;
                                sent_at: string | null;
                                changes_requested: {
                                    at: string;
                                    comment: string;
                                } | null;
                                approved_at: string | null;
                                changes_since: {
                                    previous_version: number;
                                    added: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    removed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        total_paise: number;
                                    }[];
                                    changed: {
                                        key: string;
                                        room: string;
                                        description: string;
                                        fields: string[];
                                        total_before_paise: number;
                                        total_after_paise: number;
                                    }[];
                                    total_before_paise: number;
                                    total_after_paise: number;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                approval: {
                                    customer_id: string | null;
                                    ip: string | null;
                                    digest: string;
                                } | null;
                                discount_share_bp: number;
                                discount_needs_owner: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdStages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stages: {
                                id: string;
                                position: number;
                                label: string;
                                amount_paise: number;
                                /** @enum {string} */
                                status: "scheduled" | "due" | "paid" | "cancelled" | "refunded";
                                quote_version: number;
                                due_on: string | null;
                                overdue: boolean;
                                paid_at: string | null;
                                payment: {
                                    /** @enum {string} */
                                    method: "razorpay" | "bank_transfer" | "upi" | "cheque" | "cash";
                                    reference: string | null;
                                    proof: {
                                        id: string;
                                        url: string;
                                        thumbnail_url: string;
                                        created_at: string;
                                    } | null;
                                } | null;
                                receipt: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                    number: string;
                                    date: string;
                                    total: number;
                                } | null;
                            }[];
                            approved_version: number | null;
                            total_paise: number;
                            paid_paise: number;
                            outstanding_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProjectsByIdStages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    template?: "standard" | "design_only" | "four_stage";
                    stages?: {
                        label: string;
                        amount_paise: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stages: {
                                id: string;
                                position: number;
                                label: string;
                                amount_paise: number;
                                /** @enum {string} */
                                status: "scheduled" | "due" | "paid" | "cancelled" | "refunded";
                                quote_version: number;
                                due_on: string | null;
                                overdue: boolean;
                                paid_at: string | null;
                                payment: {
                                    /** @enum {string} */
                                    method: "razorpay" | "bank_transfer" | "upi" | "cheque" | "cash";
                                    reference: string | null;
                                    proof: {
                                        id: string;
                                        url: string;
                                        thumbnail_url: string;
                                        created_at: string;
                                    } | null;
                                } | null;
                                receipt: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                    number: string;
                                    date: string;
                                    total: number;
                                } | null;
                            }[];
                            approved_version: number | null;
                            total_paise: number;
                            paid_paise: number;
                            outstanding_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdStagesByStageIdDue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                stageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stages: {
                                id: string;
                                position: number;
                                label: string;
                                amount_paise: number;
                                /** @enum {string} */
                                status: "scheduled" | "due" | "paid" | "cancelled" | "refunded";
                                quote_version: number;
                                due_on: string | null;
                                overdue: boolean;
                                paid_at: string | null;
                                payment: {
                                    /** @enum {string} */
                                    method: "razorpay" | "bank_transfer" | "upi" | "cheque" | "cash";
                                    reference: string | null;
                                    proof: {
                                        id: string;
                                        url: string;
                                        thumbnail_url: string;
                                        created_at: string;
                                    } | null;
                                } | null;
                                receipt: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                    number: string;
                                    date: string;
                                    total: number;
                                } | null;
                            }[];
                            approved_version: number | null;
                            total_paise: number;
                            paid_paise: number;
                            outstanding_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdStagesByStageIdPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                stageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "bank_transfer" | "upi" | "cheque" | "cash";
                    reference: string;
                    amount_paise: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stages: {
                                id: string;
                                position: number;
                                label: string;
                                amount_paise: number;
                                /** @enum {string} */
                                status: "scheduled" | "due" | "paid" | "cancelled" | "refunded";
                                quote_version: number;
                                due_on: string | null;
                                overdue: boolean;
                                paid_at: string | null;
                                payment: {
                                    /** @enum {string} */
                                    method: "razorpay" | "bank_transfer" | "upi" | "cheque" | "cash";
                                    reference: string | null;
                                    proof: {
                                        id: string;
                                        url: string;
                                        thumbnail_url: string;
                                        created_at: string;
                                    } | null;
                                } | null;
                                receipt: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                    number: string;
                                    date: string;
                                    total: number;
                                } | null;
                            }[];
                            approved_version: number | null;
                            total_paise: number;
                            paid_paise: number;
                            outstanding_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            events: {
                                at: string;
                                /** @enum {string} */
                                kind: "project" | "status" | "quote" | "approval" | "payment" | "document" | "visit" | "note";
                                title: string;
                                detail: string | null;
                                by: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            documents: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            invoice: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            };
                            advances_paise: number;
                            balance_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdRefundVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method?: "bank_transfer" | "upi" | "cheque" | "cash";
                    reference?: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            vouchers: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            }[];
                            online_paise: number;
                            offline_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdDocumentsByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminVisits: {
        parameters: {
            query: {
                from: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visits: {
                                id: string;
                                project_id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                starts_at: string;
                                ends_at: string;
                                date: string;
                                designer: {
                                    id: string;
                                    name: string;
                                };
                                site: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjectsByIdVisits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visits: {
                                id: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                duration_minutes: number;
                                slots: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                }[];
                                booked: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                } | null;
                                changeable: boolean;
                                note: string | null;
                                measurements: {
                                    room: string;
                                    what: string;
                                    value_mm: number;
                                }[];
                                notes: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbnail_url: string;
                                    created_at: string;
                                }[];
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdVisits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slots: {
                        designer_id: string;
                        date: string;
                        time: string;
                    }[];
                    /** @default 90 */
                    duration_minutes?: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visit: {
                                id: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                duration_minutes: number;
                                slots: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                }[];
                                booked: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                } | null;
                                changeable: boolean;
                                note: string | null;
                                measurements: {
                                    room: string;
                                    what: string;
                                    value_mm: number;
                                }[];
                                notes: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbnail_url: string;
                                    created_at: string;
                                }[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProjectsByIdVisitsByVisitIdRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                visitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    measurements?: {
                        room: string;
                        what: string;
                        value_mm: number;
                    }[];
                    /** @default  */
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visit: {
                                id: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                duration_minutes: number;
                                slots: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                }[];
                                booked: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                } | null;
                                changeable: boolean;
                                note: string | null;
                                measurements: {
                                    room: string;
                                    what: string;
                                    value_mm: number;
                                }[];
                                notes: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbnail_url: string;
                                    created_at: string;
                                }[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdVisitsByVisitIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                visitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visit: {
                                id: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                duration_minutes: number;
                                slots: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                }[];
                                booked: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                } | null;
                                changeable: boolean;
                                note: string | null;
                                measurements: {
                                    room: string;
                                    what: string;
                                    value_mm: number;
                                }[];
                                notes: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbnail_url: string;
                                    created_at: string;
                                }[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProjectsByIdVisitsByVisitIdPhotosByPhotoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                visitId: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            visit: {
                                id: string;
                                /** @enum {string} */
                                status: "offered" | "booked" | "cancelled" | "done";
                                duration_minutes: number;
                                slots: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                }[];
                                booked: {
                                    id: string;
                                    starts_at: string;
                                    ends_at: string;
                                    designer: {
                                        id: string;
                                        name: string;
                                    };
                                    chosen: boolean;
                                } | null;
                                changeable: boolean;
                                note: string | null;
                                measurements: {
                                    room: string;
                                    what: string;
                                    value_mm: number;
                                }[];
                                notes: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbnail_url: string;
                                    created_at: string;
                                }[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProjectsByIdStagesByStageIdProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                stageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stages: {
                                id: string;
                                position: number;
                                label: string;
                                amount_paise: number;
                                /** @enum {string} */
                                status: "scheduled" | "due" | "paid" | "cancelled" | "refunded";
                                quote_version: number;
                                due_on: string | null;
                                overdue: boolean;
                                paid_at: string | null;
                                payment: {
                                    /** @enum {string} */
                                    method: "razorpay" | "bank_transfer" | "upi" | "cheque" | "cash";
                                    reference: string | null;
                                    proof: {
                                        id: string;
                                        url: string;
                                        thumbnail_url: string;
                                        created_at: string;
                                    } | null;
                                } | null;
                                receipt: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                    number: string;
                                    date: string;
                                    total: number;
                                } | null;
                            }[];
                            approved_version: number | null;
                            total_paise: number;
                            paid_paise: number;
                            outstanding_paise: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: "created_at" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            customers: {
                                id: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                                city: string | null;
                                created_at: string;
                                wishlist_count: number;
                                projects_count: number;
                                reviews_count: number;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersGuests: {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            guests: {
                                email: string;
                                name: string;
                                phone: string;
                                orders: number;
                                last_order_at: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersGuestsOrders: {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            orders: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                /** @enum {string} */
                                payment_status: "due" | "paid" | "refund_pending" | "refunded";
                                created_at: string;
                                total: number;
                                item_count: number;
                                guest: boolean;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersByIdOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            orders: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                /** @enum {string} */
                                payment_status: "due" | "paid" | "refund_pending" | "refunded";
                                created_at: string;
                                total: number;
                                item_count: number;
                                guest: boolean;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            customer: {
                                id: string;
                                first_name: string;
                                last_name: string | null;
                                email: string | null;
                                phone: string | null;
                                address: string | null;
                                city: string | null;
                                state: string | null;
                                pincode: string | null;
                                avatar_url: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                            wishlist: {
                                id: string;
                                name: string;
                                slug: string;
                                added_at: string;
                            }[];
                            projects: {
                                id: string;
                                project_name: string;
                                /** @enum {string} */
                                status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                                customer: {
                                    id: string | null;
                                    email: string | null;
                                    name: string | null;
                                    erased: boolean;
                                };
                                designer: {
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                budget_min: number | null;
                                budget_max: number | null;
                                timeline: string | null;
                                description: string | null;
                                site_address: {
                                    line1: string;
                                    area: string;
                                    landmark?: string;
                                    city: string;
                                    stateCode: string;
                                    stateName: string;
                                    pincode: string;
                                } | null;
                                rooms: string[];
                                lead_id: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            reviews: {
                                id: string;
                                product: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                customer_name: string | null;
                                rating: number;
                                title: string | null;
                                comment: string | null;
                                verified_purchase: boolean;
                                created_at: string;
                                hidden: boolean;
                                hidden_reason: string | null;
                                hidden_at: string | null;
                                hidden_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersByIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exported_at: string;
                        customer: {
                            id: string;
                            first_name: string;
                            last_name: string | null;
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                            city: string | null;
                            state: string | null;
                            pincode: string | null;
                            avatar_url: string | null;
                            created_at: string;
                            updated_at: string;
                            verified_email: string | null;
                        };
                        identity_account: {
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            phone: string | null;
                            email_verified: boolean;
                            created_at: string;
                            updated_at: string;
                            password_changed_at: string;
                        } | null;
                        wishlist: {
                            id: string;
                            name: string;
                            slug: string;
                            added_at: string;
                        }[];
                        projects: {
                            id: string;
                            project_name: string;
                            /** @enum {string} */
                            status: "inquiry" | "consultation_scheduled" | "in_progress" | "design_ready" | "approved" | "execution" | "completed" | "cancelled" | "on_hold";
                            customer: {
                                id: string | null;
                                email: string | null;
                                name: string | null;
                                erased: boolean;
                            };
                            designer: {
                                id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                phone: string | null;
                            } | null;
                            budget_min: number | null;
                            budget_max: number | null;
                            timeline: string | null;
                            description: string | null;
                            site_address: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            } | null;
                            rooms: string[];
                            lead_id: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        reviews: {
                            id: string;
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            customer_name: string | null;
                            rating: number;
                            title: string | null;
                            comment: string | null;
                            verified_purchase: boolean;
                            created_at: string;
                            hidden: boolean;
                            hidden_reason: string | null;
                            hidden_at: string | null;
                            hidden_by: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                        }[];
                        leads: {
                            id: string;
                            /** @enum {string} */
                            kind: "consultation" | "contact" | "callback";
                            /** @enum {string} */
                            status: "new" | "contacted" | "scheduled" | "completed" | "converted" | "lost";
                            first_name: string;
                            last_name: string;
                            email: string;
                            phone: string | null;
                            subject: string | null;
                            message: string;
                            service_id: string | null;
                            project_type: string | null;
                            budget: string | null;
                            rooms: string[];
                            preferred_date: string | null;
                            preferred_time: string | null;
                            assignee: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                            project_id: string | null;
                            notes_count: number;
                            created_at: string;
                            updated_at: string;
                            notes: {
                                id: string;
                                text: string;
                                author: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                created_at: string;
                            }[];
                        }[];
                        stock_alerts: {
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            variant_id: string | null;
                            email: string;
                            confirmed_at: string | null;
                            notified_at: string | null;
                            created_at: string;
                        }[];
                        orders: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {string} */
                            payment_method: "cod" | "online";
                            /** @enum {string} */
                            payment_status: "due" | "paid" | "refund_pending" | "refunded";
                            created_at: string;
                            name: string;
                            email: string;
                            phone: string;
                            delivery_address: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            billing_address: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            gstin: string | null;
                            place_of_supply: {
                                code: string;
                                name: string;
                            };
                            lines: {
                                name: string;
                                variant_name: string | null;
                                hsn_code: string;
                                gst_rate_bp: number;
                                unit_price: number;
                                quantity: number;
                                amount_paise: number;
                            }[];
                            totals: {
                                taxable_paise: number;
                                cgst_paise: number;
                                sgst_paise: number;
                                igst_paise: number;
                                total_paise: number;
                            };
                            invoice: {
                                number: string;
                                date: string;
                            } | null;
                            documents: {
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total_paise: number;
                            }[];
                            carrier: string | null;
                            tracking_number: string | null;
                            history: {
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                at: string;
                                note: string | null;
                            }[];
                        }[];
                        invoices: {
                            /** @enum {string} */
                            kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                            number: string;
                            date: string;
                            order_id: string;
                            order_number: string;
                            total_paise: number;
                        }[];
                        addresses: {
                            address: string;
                            used_for: string[];
                        }[];
                        consents: {
                            /** @enum {string} */
                            channel: "email" | "sms" | "whatsapp";
                            /** @enum {string} */
                            purpose: "cart_reminders" | "offers";
                            granted: boolean;
                            recorded_at: string | null;
                            source: ("profile" | "checkout" | "unsubscribe_link") | null;
                        }[];
                        access_measures: {
                            door_width_cm: number | null;
                            door_height_cm: number | null;
                            no_lift: boolean;
                            lift_width_cm: number | null;
                            lift_depth_cm: number | null;
                            lift_height_cm: number | null;
                            stair_width_cm: number | null;
                            updated_at: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCustomersByIdErase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm_email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            erased: true;
                            reviews_anonymised: number;
                            projects_detached: number;
                            leads_anonymised: number;
                            orders_erased: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                category_id?: string;
                stock_status?: "in_stock" | "out_of_stock" | "on_order";
                status?: "draft" | "published" | "archived";
                featured?: "true" | "false";
                minPrice?: number;
                maxPrice?: number;
                sort?: "name" | "sku" | "price" | "updated_at" | "created_at";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            products: {
                                id: string;
                                name: string;
                                slug: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                category: {
                                    id: string;
                                    name: string;
                                } | null;
                                price: number;
                                discount_price: number | null;
                                stock_status: string;
                                stock_quantity: number | null;
                                is_featured: boolean;
                                thumbnail_url: string | null;
                                variant_count: number;
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    sku?: string | null;
                    description?: string | null;
                    price: number;
                    compare_price?: number | null;
                    discount_price?: number | null;
                    category_id?: string | null;
                    brand?: string | null;
                    /** @enum {string} */
                    stock_status: "in_stock" | "out_of_stock" | "on_order";
                    room_type?: string | null;
                    material?: string | null;
                    color?: string | null;
                    style?: string | null;
                    dimensions?: string | null;
                    weight?: string | null;
                    care_instructions?: string | null;
                    warranty?: string | null;
                    /** @default false */
                    assembly_required?: boolean;
                    packed_length_cm?: number | null;
                    packed_width_cm?: number | null;
                    packed_height_cm?: number | null;
                    ships_assembled?: boolean;
                    /** @default false */
                    is_featured?: boolean;
                    features?: string[];
                    specifications?: {
                        name: string;
                        value: string;
                    }[];
                    variants?: {
                        id?: string;
                        name: string;
                        sku?: string | null;
                        price: number;
                        discount_price?: number | null;
                        /** @enum {string} */
                        stock_status: "in_stock" | "out_of_stock" | "on_order";
                    }[];
                    hsn_code?: string;
                    /** @enum {number} */
                    gst_rate?: 0 | 5 | 18 | 40;
                    stock_quantity?: number | null;
                    low_stock_threshold?: number | null;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published" | "archived";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                version: number;
                                description: string | null;
                                price: number;
                                compare_price: number | null;
                                discount_price: number | null;
                                category: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                brand: string | null;
                                stock_status: string;
                                room_type: string | null;
                                material: string | null;
                                color: string | null;
                                style: string | null;
                                dimensions: string | null;
                                weight: string | null;
                                care_instructions: string | null;
                                warranty: string | null;
                                assembly_required: boolean;
                                packed_length_cm: number | null;
                                packed_width_cm: number | null;
                                packed_height_cm: number | null;
                                ships_assembled: boolean;
                                return_days: number | null;
                                is_featured: boolean;
                                hsn_code: string;
                                gst_rate: number;
                                stock_quantity: number | null;
                                low_stock_threshold: number | null;
                                features: string[];
                                specifications: {
                                    name: string;
                                    value: string;
                                }[];
                                variants: {
                                    id: string;
                                    name: string;
                                    sku: string | null;
                                    price: number;
                                    discount_price: number | null;
                                    stock_status: string;
                                    sort_order: number;
                                }[];
                                images: {
                                    id: string;
                                    image_url: string;
                                    thumbnail_url: string | null;
                                    alt_text: string | null;
                                    is_primary: boolean;
                                    sort_order: number;
                                }[];
                                rating: number;
                                review_count: number;
                                created_at: string;
                                updated_at: string;
                                updated_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                version: number;
                                description: string | null;
                                price: number;
                                compare_price: number | null;
                                discount_price: number | null;
                                category: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                brand: string | null;
                                stock_status: string;
                                room_type: string | null;
                                material: string | null;
                                color: string | null;
                                style: string | null;
                                dimensions: string | null;
                                weight: string | null;
                                care_instructions: string | null;
                                warranty: string | null;
                                assembly_required: boolean;
                                packed_length_cm: number | null;
                                packed_width_cm: number | null;
                                packed_height_cm: number | null;
                                ships_assembled: boolean;
                                return_days: number | null;
                                is_featured: boolean;
                                hsn_code: string;
                                gst_rate: number;
                                stock_quantity: number | null;
                                low_stock_threshold: number | null;
                                features: string[];
                                specifications: {
                                    name: string;
                                    value: string;
                                }[];
                                variants: {
                                    id: string;
                                    name: string;
                                    sku: string | null;
                                    price: number;
                                    discount_price: number | null;
                                    stock_status: string;
                                    sort_order: number;
                                }[];
                                images: {
                                    id: string;
                                    image_url: string;
                                    thumbnail_url: string | null;
                                    alt_text: string | null;
                                    is_primary: boolean;
                                    sort_order: number;
                                }[];
                                rating: number;
                                review_count: number;
                                created_at: string;
                                updated_at: string;
                                updated_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    sku?: string | null;
                    description?: string | null;
                    price: number;
                    compare_price?: number | null;
                    discount_price?: number | null;
                    category_id?: string | null;
                    brand?: string | null;
                    /** @enum {string} */
                    stock_status: "in_stock" | "out_of_stock" | "on_order";
                    room_type?: string | null;
                    material?: string | null;
                    color?: string | null;
                    style?: string | null;
                    dimensions?: string | null;
                    weight?: string | null;
                    care_instructions?: string | null;
                    warranty?: string | null;
                    /** @default false */
                    assembly_required?: boolean;
                    packed_length_cm?: number | null;
                    packed_width_cm?: number | null;
                    packed_height_cm?: number | null;
                    ships_assembled?: boolean;
                    /** @default false */
                    is_featured?: boolean;
                    features?: string[];
                    specifications?: {
                        name: string;
                        value: string;
                    }[];
                    variants?: {
                        id?: string;
                        name: string;
                        sku?: string | null;
                        price: number;
                        discount_price?: number | null;
                        /** @enum {string} */
                        stock_status: "in_stock" | "out_of_stock" | "on_order";
                    }[];
                    hsn_code?: string;
                    /** @enum {number} */
                    gst_rate?: 0 | 5 | 18 | 40;
                    stock_quantity?: number | null;
                    low_stock_threshold?: number | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                version: number;
                                description: string | null;
                                price: number;
                                compare_price: number | null;
                                discount_price: number | null;
                                category: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                brand: string | null;
                                stock_status: string;
                                room_type: string | null;
                                material: string | null;
                                color: string | null;
                                style: string | null;
                                dimensions: string | null;
                                weight: string | null;
                                care_instructions: string | null;
                                warranty: string | null;
                                assembly_required: boolean;
                                packed_length_cm: number | null;
                                packed_width_cm: number | null;
                                packed_height_cm: number | null;
                                ships_assembled: boolean;
                                return_days: number | null;
                                is_featured: boolean;
                                hsn_code: string;
                                gst_rate: number;
                                stock_quantity: number | null;
                                low_stock_threshold: number | null;
                                features: string[];
                                specifications: {
                                    name: string;
                                    value: string;
                                }[];
                                variants: {
                                    id: string;
                                    name: string;
                                    sku: string | null;
                                    price: number;
                                    discount_price: number | null;
                                    stock_status: string;
                                    sort_order: number;
                                }[];
                                images: {
                                    id: string;
                                    image_url: string;
                                    thumbnail_url: string | null;
                                    alt_text: string | null;
                                    is_primary: boolean;
                                    sort_order: number;
                                }[];
                                rating: number;
                                review_count: number;
                                created_at: string;
                                updated_at: string;
                                updated_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "published" | "archived";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            product: {
                                id: string;
                                name: string;
                                slug: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                version: number;
                                description: string | null;
                                price: number;
                                compare_price: number | null;
                                discount_price: number | null;
                                category: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                brand: string | null;
                                stock_status: string;
                                room_type: string | null;
                                material: string | null;
                                color: string | null;
                                style: string | null;
                                dimensions: string | null;
                                weight: string | null;
                                care_instructions: string | null;
                                warranty: string | null;
                                assembly_required: boolean;
                                packed_length_cm: number | null;
                                packed_width_cm: number | null;
                                packed_height_cm: number | null;
                                ships_assembled: boolean;
                                return_days: number | null;
                                is_featured: boolean;
                                hsn_code: string;
                                gst_rate: number;
                                stock_quantity: number | null;
                                low_stock_threshold: number | null;
                                features: string[];
                                specifications: {
                                    name: string;
                                    value: string;
                                }[];
                                variants: {
                                    id: string;
                                    name: string;
                                    sku: string | null;
                                    price: number;
                                    discount_price: number | null;
                                    stock_status: string;
                                    sort_order: number;
                                }[];
                                images: {
                                    id: string;
                                    image_url: string;
                                    thumbnail_url: string | null;
                                    alt_text: string | null;
                                    is_primary: boolean;
                                    sort_order: number;
                                }[];
                                rating: number;
                                review_count: number;
                                created_at: string;
                                updated_at: string;
                                updated_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsByIdImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    images: {
                        id: string;
                        alt_text?: string | null;
                        /** @default false */
                        is_primary?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            images: {
                                id: string;
                                image_url: string;
                                thumbnail_url: string | null;
                                alt_text: string | null;
                                is_primary: boolean;
                                sort_order: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsByIdImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            images: {
                                id: string;
                                image_url: string;
                                thumbnail_url: string | null;
                                alt_text: string | null;
                                is_primary: boolean;
                                sort_order: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProductsByIdImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            images: {
                                id: string;
                                image_url: string;
                                thumbnail_url: string | null;
                                alt_text: string | null;
                                is_primary: boolean;
                                sort_order: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsBulkPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    mode: "percent" | "amount";
                    value: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsBulkStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    stock_status: "in_stock" | "out_of_stock" | "on_order";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            categories: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string | null;
                    parent_id?: string | null;
                    is_featured?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            category: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCategoriesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parent_id: string | null;
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            categories: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string | null;
                    parent_id?: string | null;
                    is_featured?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            category: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            categories: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCategoriesByIdImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            category: {
                                id: string;
                                name: string;
                                slug: string;
                                description: string | null;
                                image_url: string | null;
                                parent_id: string | null;
                                sort_order: number;
                                is_featured: boolean;
                                return_days: number | null;
                                product_count: number;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCatalogueExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCatalogueTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCatalogueImport: {
        parameters: {
            query: {
                mode: "dry-run" | "apply";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            plan: {
                                rows: number;
                                products: {
                                    create: number;
                                    update: number;
                                };
                                variants: {
                                    create: number;
                                    update: number;
                                };
                                errors: {
                                    row: number;
                                    column: string | null;
                                    message: string;
                                }[];
                                errorsTruncated: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            job: {
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "failed";
                                total: number;
                                processed: number;
                                plan: {
                                    rows: number;
                                    products: {
                                        create: number;
                                        update: number;
                                    };
                                    variants: {
                                        create: number;
                                        update: number;
                                    };
                                    errors: {
                                        row: number;
                                        column: string | null;
                                        message: string;
                                    }[];
                                    errorsTruncated: boolean;
                                } | null;
                                error: string | null;
                                created_at: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            job: {
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "failed";
                                total: number;
                                processed: number;
                                plan: {
                                    rows: number;
                                    products: {
                                        create: number;
                                        update: number;
                                    };
                                    variants: {
                                        create: number;
                                        update: number;
                                    };
                                    errors: {
                                        row: number;
                                        column: string | null;
                                        message: string;
                                    }[];
                                    errorsTruncated: boolean;
                                } | null;
                                error: string | null;
                                created_at: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReviews: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                visibility?: "visible" | "hidden" | "all";
                rating?: number;
                product_id?: string;
                search?: string;
                sort?: "created_at" | "rating";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            reviews: {
                                id: string;
                                product: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                customer_name: string | null;
                                rating: number;
                                title: string | null;
                                comment: string | null;
                                verified_purchase: boolean;
                                created_at: string;
                                hidden: boolean;
                                hidden_reason: string | null;
                                hidden_at: string | null;
                                hidden_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReviewsByIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            review: {
                                id: string;
                                product: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                customer_name: string | null;
                                rating: number;
                                title: string | null;
                                comment: string | null;
                                verified_purchase: boolean;
                                created_at: string;
                                hidden: boolean;
                                hidden_reason: string | null;
                                hidden_at: string | null;
                                hidden_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReviewsByIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            review: {
                                id: string;
                                product: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                customer_name: string | null;
                                rating: number;
                                title: string | null;
                                comment: string | null;
                                verified_purchase: boolean;
                                created_at: string;
                                hidden: boolean;
                                hidden_reason: string | null;
                                hidden_at: string | null;
                                hidden_by: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminCategoriesByIdReturnWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    returnDays: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            returnDays: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminProductsByIdReturnWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    returnDays: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            returnDays: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryPincodes: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                pincode?: string;
                zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            ranges: {
                                id: string;
                                pincode_from: string;
                                pincode_to: string;
                                zone: string;
                                delivery_days_min: number;
                                delivery_days_max: number;
                                /** @enum {string} */
                                installation: "free" | "paid" | "none";
                                installation_price: number | null;
                                cod_allowed: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveryPincodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pincode_from: string;
                    pincode_to: string;
                    zone: string;
                    delivery_days_min: number;
                    delivery_days_max: number;
                    /** @enum {string} */
                    installation: "free" | "paid" | "none";
                    installation_price?: number | null;
                    cod_allowed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            range: {
                                id: string;
                                pincode_from: string;
                                pincode_to: string;
                                zone: string;
                                delivery_days_min: number;
                                delivery_days_max: number;
                                /** @enum {string} */
                                installation: "free" | "paid" | "none";
                                installation_price: number | null;
                                cod_allowed: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryPincodesExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryPincodesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            range: {
                                id: string;
                                pincode_from: string;
                                pincode_to: string;
                                zone: string;
                                delivery_days_min: number;
                                delivery_days_max: number;
                                /** @enum {string} */
                                installation: "free" | "paid" | "none";
                                installation_price: number | null;
                                cod_allowed: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminDeliveryPincodesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pincode_from: string;
                    pincode_to: string;
                    zone: string;
                    delivery_days_min: number;
                    delivery_days_max: number;
                    /** @enum {string} */
                    installation: "free" | "paid" | "none";
                    installation_price?: number | null;
                    cod_allowed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            range: {
                                id: string;
                                pincode_from: string;
                                pincode_to: string;
                                zone: string;
                                delivery_days_min: number;
                                delivery_days_max: number;
                                /** @enum {string} */
                                installation: "free" | "paid" | "none";
                                installation_price: number | null;
                                cod_allowed: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminDeliveryPincodesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveryPincodesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            created: number;
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminEmiPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            plans: {
                                id: string;
                                label: string;
                                tenure_months: number;
                                annual_rate_bp: number;
                                no_cost: boolean;
                                min_price_paise: number;
                                active: boolean;
                                position: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminEmiPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    tenure_months: number;
                    annual_rate_bp: number;
                    no_cost: boolean;
                    min_price_paise: number;
                    active?: boolean;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            plan: {
                                id: string;
                                label: string;
                                tenure_months: number;
                                annual_rate_bp: number;
                                no_cost: boolean;
                                min_price_paise: number;
                                active: boolean;
                                position: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminEmiPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            plan: {
                                id: string;
                                label: string;
                                tenure_months: number;
                                annual_rate_bp: number;
                                no_cost: boolean;
                                min_price_paise: number;
                                active: boolean;
                                position: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminEmiPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminEmiPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    tenure_months?: number;
                    annual_rate_bp?: number;
                    no_cost?: boolean;
                    min_price_paise?: number;
                    active?: boolean;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            plan: {
                                id: string;
                                label: string;
                                tenure_months: number;
                                annual_rate_bp: number;
                                no_cost: boolean;
                                min_price_paise: number;
                                active: boolean;
                                position: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCoupons: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            coupons: {
                                id: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "flat";
                                value: number;
                                max_discount: number | null;
                                min_order: number;
                                /** @enum {string} */
                                scope: "all" | "categories" | "products";
                                category_ids: string[];
                                product_ids: string[];
                                starts_on: string | null;
                                ends_on: string | null;
                                max_uses: number | null;
                                per_customer_max: number | null;
                                first_order_only: boolean;
                                combinable: boolean;
                                active: boolean;
                                uses: number;
                                discount_given: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                            pageInfo: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    description?: string;
                    /** @enum {string} */
                    kind: "percent" | "flat";
                    value: number;
                    /** @default null */
                    max_discount?: number | null;
                    /** @default 0 */
                    min_order?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    scope?: "all" | "categories" | "products";
                    category_ids?: string[];
                    product_ids?: string[];
                    /** @default null */
                    starts_on?: string | null;
                    /** @default null */
                    ends_on?: string | null;
                    /** @default null */
                    max_uses?: number | null;
                    /** @default null */
                    per_customer_max?: number | null;
                    /** @default false */
                    first_order_only?: boolean;
                    /** @default false */
                    combinable?: boolean;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            coupon: {
                                id: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "flat";
                                value: number;
                                max_discount: number | null;
                                min_order: number;
                                /** @enum {string} */
                                scope: "all" | "categories" | "products";
                                category_ids: string[];
                                product_ids: string[];
                                starts_on: string | null;
                                ends_on: string | null;
                                max_uses: number | null;
                                per_customer_max: number | null;
                                first_order_only: boolean;
                                combinable: boolean;
                                active: boolean;
                                uses: number;
                                discount_given: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            coupon: {
                                id: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "flat";
                                value: number;
                                max_discount: number | null;
                                min_order: number;
                                /** @enum {string} */
                                scope: "all" | "categories" | "products";
                                category_ids: string[];
                                product_ids: string[];
                                starts_on: string | null;
                                ends_on: string | null;
                                max_uses: number | null;
                                per_customer_max: number | null;
                                first_order_only: boolean;
                                combinable: boolean;
                                active: boolean;
                                uses: number;
                                discount_given: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    description?: string;
                    /** @enum {string} */
                    kind: "percent" | "flat";
                    value: number;
                    /** @default null */
                    max_discount?: number | null;
                    /** @default 0 */
                    min_order?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    scope?: "all" | "categories" | "products";
                    category_ids?: string[];
                    product_ids?: string[];
                    /** @default null */
                    starts_on?: string | null;
                    /** @default null */
                    ends_on?: string | null;
                    /** @default null */
                    max_uses?: number | null;
                    /** @default null */
                    per_customer_max?: number | null;
                    /** @default false */
                    first_order_only?: boolean;
                    /** @default false */
                    combinable?: boolean;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            coupon: {
                                id: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "flat";
                                value: number;
                                max_discount: number | null;
                                min_order: number;
                                /** @enum {string} */
                                scope: "all" | "categories" | "products";
                                category_ids: string[];
                                product_ids: string[];
                                starts_on: string | null;
                                ends_on: string | null;
                                max_uses: number | null;
                                per_customer_max: number | null;
                                first_order_only: boolean;
                                combinable: boolean;
                                active: boolean;
                                uses: number;
                                discount_given: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryCapacity: {
        parameters: {
            query?: {
                zone?: string;
                from?: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            zones: string[];
                            zone: string | null;
                            defaults: {
                                delivery: number[];
                                installation: number[];
                            };
                            days: {
                                date: string;
                                delivery: {
                                    capacity: number;
                                    booked: number;
                                    set: boolean;
                                };
                                installation: {
                                    capacity: number;
                                    booked: number;
                                    set: boolean;
                                };
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminDeliveryCapacityDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zone: string;
                    date: string;
                    /** @enum {string} */
                    kind: "delivery" | "installation";
                    capacity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            zone: string;
                            date: string;
                            /** @enum {string} */
                            kind: "delivery" | "installation";
                            capacity: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminDeliveryCapacityDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zone: string;
                    delivery: number[];
                    installation: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            zone: string;
                            defaults: {
                                delivery: number[];
                                installation: number[];
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryBookings: {
        parameters: {
            query: {
                from: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            bookings: {
                                id: string;
                                /** @enum {string} */
                                purpose: "delivery" | "installation" | "pickup";
                                zone: string;
                                date: string;
                                /** @enum {string} */
                                state: "booked" | "moved" | "cancelled" | "done";
                                order: {
                                    id: string;
                                    number: string;
                                    name: string;
                                };
                                returnId: string | null;
                                createdAt: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveryOrdersByIdBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            bookings: {
                                id: string;
                                /** @enum {string} */
                                purpose: "delivery" | "installation" | "pickup";
                                zone: string;
                                date: string;
                                /** @enum {string} */
                                state: "booked" | "moved" | "cancelled" | "done";
                                order: {
                                    id: string;
                                    number: string;
                                    name: string;
                                };
                                returnId: string | null;
                                createdAt: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                search?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            orders: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                /** @enum {string} */
                                paymentMethod: "cod" | "online";
                                /** @enum {string} */
                                paymentStatus: "due" | "paid" | "refund_pending" | "refunded";
                                name: string;
                                city: string;
                                createdAt: string;
                                total: number;
                                itemCount: number;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            orders: number;
                            total: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "payment_not_applied" | "refund_failed" | "reconcile_failed";
                            orderId: string;
                            orderNumber: string;
                            reference: string | null;
                            detail: string;
                            failures: number;
                            raisedAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {string} */
                            paymentMethod: "cod" | "online";
                            /** @enum {string} */
                            paymentStatus: "due" | "paid" | "refund_pending" | "refunded";
                            createdAt: string;
                            name: string;
                            email: string;
                            phone: string;
                            delivery: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            billing: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            gstin: string | null;
                            placeOfSupply: {
                                code: string;
                                name: string;
                            };
                            lines: {
                                lineId?: string;
                                /** @enum {string} */
                                kind: "product" | "installation";
                                productId: string | null;
                                variantId: string | null;
                                name: string;
                                variantName: string | null;
                                slug: string | null;
                                hsnCode: string;
                                gstRateBp: number;
                                unitPrice: number;
                                quantity: number;
                                amount: number;
                                discount: number;
                                taxable: number;
                                cgst: number;
                                sgst: number;
                                igst: number;
                            }[];
                            totals: {
                                taxable: number;
                                cgst: number;
                                sgst: number;
                                igst: number;
                                total: number;
                            };
                            coupons: {
                                code: string;
                                discount: number;
                            }[];
                            discount: number;
                            invoice: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            creditNotes: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            }[];
                            carrier: string | null;
                            trackingNumber: string | null;
                            events: {
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                at: string;
                                note: string | null;
                                /** @enum {string} */
                                actor: "shopper" | "staff" | "gateway" | "system";
                                staff: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            canCancel: boolean;
                            payment: {
                                /** @enum {string} */
                                provider: "razorpay";
                                keyId: string;
                                gatewayOrderId: string;
                                amount: number;
                                /** @enum {string} */
                                currency: "INR";
                                checkoutUrl: string;
                            } | null;
                            refund: {
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                amount: number;
                            } | null;
                            erased: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdDocumentsByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                    carrier?: string;
                    trackingNumber?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {string} */
                            paymentMethod: "cod" | "online";
                            /** @enum {string} */
                            paymentStatus: "due" | "paid" | "refund_pending" | "refunded";
                            createdAt: string;
                            name: string;
                            email: string;
                            phone: string;
                            delivery: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            billing: {
                                line1: string;
                                area: string;
                                landmark?: string;
                                city: string;
                                stateCode: string;
                                stateName: string;
                                pincode: string;
                            };
                            gstin: string | null;
                            placeOfSupply: {
                                code: string;
                                name: string;
                            };
                            lines: {
                                lineId?: string;
                                /** @enum {string} */
                                kind: "product" | "installation";
                                productId: string | null;
                                variantId: string | null;
                                name: string;
                                variantName: string | null;
                                slug: string | null;
                                hsnCode: string;
                                gstRateBp: number;
                                unitPrice: number;
                                quantity: number;
                                amount: number;
                                discount: number;
                                taxable: number;
                                cgst: number;
                                sgst: number;
                                igst: number;
                            }[];
                            totals: {
                                taxable: number;
                                cgst: number;
                                sgst: number;
                                igst: number;
                                total: number;
                            };
                            coupons: {
                                code: string;
                                discount: number;
                            }[];
                            discount: number;
                            invoice: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            creditNotes: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            }[];
                            carrier: string | null;
                            trackingNumber: string | null;
                            events: {
                                /** @enum {string} */
                                status: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                                at: string;
                                note: string | null;
                                /** @enum {string} */
                                actor: "shopper" | "staff" | "gateway" | "system";
                                staff: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            canCancel: boolean;
                            payment: {
                                /** @enum {string} */
                                provider: "razorpay";
                                keyId: string;
                                gatewayOrderId: string;
                                amount: number;
                                /** @enum {string} */
                                currency: "INR";
                                checkoutUrl: string;
                            } | null;
                            refund: {
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                amount: number;
                            } | null;
                            erased: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReturns: {
        parameters: {
            query?: {
                state?: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                orderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                kind: "return" | "replacement";
                                /** @enum {string} */
                                state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                                stateLabel: string;
                                orderId: string;
                                orderNumber: string;
                                customerName: string;
                                units: number;
                                createdAt: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReturnsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    pickupDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdCollect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdInspect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditionNotes: string;
                    lines: {
                        lineId: string;
                        restocked: number;
                        writtenOff: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    deductionPaise?: number;
                    deductionReason?: string;
                    payout?: {
                        /** @enum {string} */
                        method: "bank_transfer" | "upi";
                        reference: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdRefundAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdReplacementSent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturnsByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByIdDamage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        lineId: string;
                        quantity: number;
                    }[];
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            number: string;
                            /** @enum {string} */
                            kind: "return" | "replacement";
                            /** @enum {string} */
                            state: "requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed";
                            stateLabel: string;
                            reason: string;
                            reasonLabel: string;
                            comment: string | null;
                            pickupOn: string | null;
                            decisionNote: string | null;
                            createdAt: string;
                            lines: {
                                lineId: string;
                                name: string;
                                variantName: string | null;
                                quantity: number;
                                restocked: number;
                                writtenOff: number;
                            }[];
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            refund: {
                                amount: number;
                                deduction: number;
                                deductionReason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                method: string;
                            } | null;
                            creditNote: {
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                number: string;
                                date: string;
                                total: number;
                            } | null;
                            order: {
                                id: string;
                                number: string;
                                name: string;
                                paymentMethod: string;
                            };
                            requestedBy: string;
                            conditionNotes: string | null;
                            value: number;
                            offlineRefund: boolean;
                            nextStates: ("requested" | "approved" | "rejected" | "collected" | "inspected" | "refunded" | "replacement_sent" | "closed")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdPackingSlipPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdDeliveryChallanPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersInvoicesPdf: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersExportCsv: {
        parameters: {
            query?: {
                status?: "pending_payment" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStockLow: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            products: {
                                id: string;
                                name: string;
                                sku: string | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                stock_quantity: number;
                                low_stock_threshold: number;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalCapped: boolean;
                                hasNext: boolean;
                                hasPrev: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsGstr1: {
        parameters: {
            query: {
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            period: {
                                key: string;
                                from: string;
                                to: string;
                                returnPeriod: string;
                                label: string;
                            };
                            supplier: {
                                gstin: string;
                                stateCode: string;
                            };
                            sections: {
                                /** @enum {string} */
                                section: "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur";
                                documents: number;
                                amounts: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                            }[];
                            reconciliation: {
                                /** @enum {string} */
                                id: "b2b" | "b2c" | "cdnr" | "cdnur" | "hsn_b2b" | "hsn_b2c";
                                label: string;
                                documents: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                reported: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                difference: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                matched: boolean;
                            }[];
                            docs: {
                                /** @enum {string} */
                                kind: "invoice" | "credit_note" | "receipt_voucher" | "refund_voucher";
                                from: string;
                                to: string;
                                total: number;
                                cancelled: number;
                            }[];
                            documentsCount: {
                                documents: number;
                                reported: number;
                                matched: boolean;
                            };
                            hsnRows: {
                                b2b: number;
                                b2c: number;
                            };
                            b2csRows: number;
                            summary: {
                                invoices: number;
                                creditNotes: number;
                                invoiced: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                credited: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                net: {
                                    value: number;
                                    taxable: number;
                                    igst: number;
                                    cgst: number;
                                    sgst: number;
                                };
                                rates: {
                                    rateBp: number;
                                    invoiced: {
                                        value: number;
                                        taxable: number;
                                        igst: number;
                                        cgst: number;
                                        sgst: number;
                                    };
                                    credited: {
                                        value: number;
                                        taxable: number;
                                        igst: number;
                                        cgst: number;
                                        sgst: number;
                                    };
                                    net: {
                                        value: number;
                                        taxable: number;
                                        igst: number;
                                        cgst: number;
                                        sgst: number;
                                    };
                                }[];
                            };
                            vouchers: {
                                receipt: {
                                    count: number;
                                    amounts: {
                                        value: number;
                                        taxable: number;
                                        igst: number;
                                        cgst: number;
                                        sgst: number;
                                    };
                                };
                                refund: {
                                    count: number;
                                    amounts: {
                                        value: number;
                                        taxable: number;
                                        igst: number;
                                        cgst: number;
                                        sgst: number;
                                    };
                                };
                            };
                            lateCreditNotes: string[];
                            reconciled: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsGstr1Zip: {
        parameters: {
            query: {
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A zip file, sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsGstr1Json: {
        parameters: {
            query: {
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON file, sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsSalesRegisterCsv: {
        parameters: {
            query: {
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
