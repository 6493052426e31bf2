"""Invented Chinese technical notes (a personal knowledge base, as in seed article 000), in
ordinary markdown. None of the course's topics (asyncio, Docker, ...); every setting named here
is written for these tests. The JVM note comes last and never says "OOM", "服务", "怎么" or
"排查", so a colloquial question about "OOM" finds it only after a rewrite.
"""

from __future__ import annotations

from langchain_core.documents import Document

NOTES = {
    "notes/git-rebase.md": """# Git 变基与合并

用 `git rebase -i HEAD~3` 可以把最近三次提交压缩成一次。已经推送到远程的分支不要再变基，
否则别人的历史会和你的对不上。

拉取代码时用 `git pull --rebase`，可以避免产生多余的合并提交。
""",
    "notes/nginx-cache.md": """# Nginx 反向代理缓存

在 `proxy_cache_path` 里把缓存目录设为 `/var/cache/nginx`，并用 `proxy_cache_valid 200 10m`
让成功的响应缓存十分钟。

排查缓存是否命中时，在响应头里加上 `$upstream_cache_status`，值为 HIT 表示命中。
""",
    "notes/postgres-vacuum.md": """# PostgreSQL 的 VACUUM

更新和删除会留下死元组，VACUUM 负责回收它们占用的空间。大表建议把
`autovacuum_vacuum_scale_factor` 调低到 0.05，让自动清理更早触发。

`VACUUM FULL` 会锁住整张表，只能在维护窗口里执行。
""",
    "notes/redis-expire.md": """# Redis 键过期机制

Redis 用两种方式删除过期键：惰性删除和定期删除。惰性删除是在访问键时才检查是否过期；
定期删除由后台任务执行，默认 `hz` 为 10，即每秒运行十次。

大量键同时过期会造成延迟抖动，设置过期时间时最好加一个随机偏移。
""",
    "notes/crontab.md": """# crontab 定时任务

`*/15 * * * *` 表示每 15 分钟执行一次。任务的输出默认会发邮件，
在行尾加上 `> /dev/null 2>&1` 可以丢弃输出。

定时任务不生效时，先看 `/var/log/cron` 里的日志，再检查脚本是否用了绝对路径。
""",
    "notes/ssh-keys.md": """# SSH 密钥登录

推荐生成 ed25519 类型的密钥：`ssh-keygen -t ed25519`。服务器上的
`~/.ssh/authorized_keys` 文件权限必须是 600，目录权限必须是 700，否则 sshd 会拒绝密钥。
""",
    "notes/jvm-heap.md": """# Java 堆内存溢出的定位与处理

出现 `java.lang.OutOfMemoryError: Java heap space` 时，先给 JVM 加上
`-XX:+HeapDumpOnOutOfMemoryError` 参数，让它在内存溢出时自动导出堆转储文件。

用 Eclipse MAT 打开堆转储，查看占用最多的对象。我们的订单系统就是因为本地缓存没有设上限，
最后把 `-Xmx` 从 2g 调到 4g，并给缓存加了 10000 条的上限。
""",
}


def documents() -> list[Document]:
    return [Document(page_content=text.strip(), metadata={"source": source, "title": text.split("\n")[0][2:]})
            for source, text in NOTES.items()]
