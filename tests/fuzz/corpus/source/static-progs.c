static int p(struct __sk_buff *skb);
__section("1/0")
static
int p(struct __sk_buff *skb) { return 0; }
static __section("x") int q(void) { return p(0); }
