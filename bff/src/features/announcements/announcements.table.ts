export interface AnnouncementsTable {
  id: number;
  type: string;
  title: string;
  featured_image: string | null;
  /** Embedded content (video iframe HTML) for items that are not images; sanitized when served. */
  embed: string | null;
  /** Quill Delta JSON. */
  content_delta: string;
  /** 1 = shown on the home page. */
  flag: number;
  sort_order: number;
  updated_at: string;
}

export interface SystemPopupsTable {
  id: number;
  title: string;
  content_delta: string;
  flag: number;
  updated_at: string;
}

/** An image staff uploaded (spec 000 §2 Announcements): its bytes are a file named `name` in the image folder. */
export interface AnnouncementImagesTable {
  name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string;
  uploaded_at: string;
}
