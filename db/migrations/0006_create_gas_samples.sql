CREATE TABLE "gas_samples" (
	"chain_id" integer NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"base_fee_wei" bigint NOT NULL,
	"priority_fee_wei" bigint NOT NULL,
	CONSTRAINT "gas_samples_chain_id_sampled_at_pk" PRIMARY KEY("chain_id","sampled_at")
);
