/**
 * @generated SignedSource<<39bb8bd21e4b37796d078095275b1fc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractsPageQuery$variables = {
  admin: boolean;
};
export type ContractsPageQuery$data = {
  readonly decidedDisputes?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contract: {
          readonly title: string;
        };
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MilestoneRow_milestone">;
      };
    }>;
  };
  readonly openDisputes?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contract: {
          readonly title: string;
        };
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MilestoneRow_milestone">;
      };
    }>;
  };
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ContractsPage_contracts">;
};
export type ContractsPageQuery = {
  response: ContractsPageQuery$data;
  variables: ContractsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "admin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v3 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "state",
    "value": "OPEN"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryMilestoneDisputesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractMilestone",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MilestoneRow_milestone"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v8 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "state",
    "value": "DECIDED"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountRials",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanFund",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heldRials",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "releasedRials",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundedRials",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "submissionNote",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewEndsAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedBy",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputeRespondBy",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputeAnswer",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputeLoser",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputeReason",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractMilestoneFile",
  "kind": "LinkedField",
  "name": "evidence",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadPath",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryMilestoneDisputesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractMilestone",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v5/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v25 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 4
  }
],
v26 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "openDisputes",
            "args": (v3/*:: as any*/),
            "concreteType": "QueryMilestoneDisputesConnection",
            "kind": "LinkedField",
            "name": "milestoneDisputes",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "milestoneDisputes(first:5,state:\"OPEN\")"
          },
          {
            "alias": "decidedDisputes",
            "args": (v8/*:: as any*/),
            "concreteType": "QueryMilestoneDisputesConnection",
            "kind": "LinkedField",
            "name": "milestoneDisputes",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "milestoneDisputes(first:5,state:\"DECIDED\")"
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ContractsPage_contracts"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "openDisputes",
            "args": (v3/*:: as any*/),
            "concreteType": "QueryMilestoneDisputesConnection",
            "kind": "LinkedField",
            "name": "milestoneDisputes",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": "milestoneDisputes(first:5,state:\"OPEN\")"
          },
          {
            "alias": "decidedDisputes",
            "args": (v8/*:: as any*/),
            "concreteType": "QueryMilestoneDisputesConnection",
            "kind": "LinkedField",
            "name": "milestoneDisputes",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": "milestoneDisputes(first:5,state:\"DECIDED\")"
          }
        ]
      },
      {
        "alias": null,
        "args": (v25/*:: as any*/),
        "concreteType": "QueryMyContractsConnection",
        "kind": "LinkedField",
        "name": "myContracts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyContractsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scope",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContactRequest",
                    "kind": "LinkedField",
                    "name": "fromRequest",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "subject",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioProject",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "path",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PortfolioWords",
                        "kind": "LinkedField",
                        "name": "readerWords",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerRole",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewMinutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "declineReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalRials",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": (v26/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "collaborator",
                    "plural": false,
                    "selections": (v26/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContractMilestone",
                    "kind": "LinkedField",
                    "name": "milestones",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v9/*:: as any*/),
                      (v5/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "myContracts(first:4)"
      },
      {
        "alias": null,
        "args": (v25/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ContractsPage_myContracts",
        "kind": "LinkedHandle",
        "name": "myContracts"
      }
    ]
  },
  "params": {
    "cacheID": "4e31494d8348a21b4256fc0285b532e4",
    "id": null,
    "metadata": {},
    "name": "ContractsPageQuery",
    "operationKind": "query",
    "text": "query ContractsPageQuery(\n  $admin: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  openDisputes: milestoneDisputes(state: OPEN, first: 5) @include(if: $admin) {\n    edges {\n      node {\n        id\n        contract {\n          title\n          id\n        }\n        ...MilestoneRow_milestone\n      }\n    }\n  }\n  decidedDisputes: milestoneDisputes(state: DECIDED, first: 5) @include(if: $admin) {\n    edges {\n      node {\n        id\n        contract {\n          title\n          id\n        }\n        ...MilestoneRow_milestone\n      }\n    }\n  }\n  ...ContractsPage_contracts\n}\n\nfragment ContractCard_contract on Contract {\n  id\n  title\n  scope\n  fromRequest {\n    subject\n    id\n  }\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n  status\n  viewerRole\n  reviewMinutes\n  declineReason\n  totalRials\n  client {\n    displayName\n    id\n  }\n  collaborator {\n    displayName\n    id\n  }\n  milestones {\n    id\n    ...MilestoneRow_milestone\n  }\n}\n\nfragment ContractsPage_contracts on Query {\n  myContracts(first: 4) {\n    edges {\n      node {\n        id\n        ...ContractCard_contract\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MilestoneRow_milestone on ContractMilestone {\n  id\n  position\n  title\n  amountRials\n  status\n  viewerCanFund\n  heldRials\n  releasedRials\n  refundedRials\n  submissionNote\n  reviewEndsAt\n  disputedBy\n  disputeRespondBy\n  disputeAnswer\n  disputeLoser\n  disputeReason\n  evidence {\n    name\n    pages\n    byRole\n    downloadPath\n  }\n}\n"
  }
};
})();

(node as any).hash = "3cb724934ba5212fe02ca27397a86404";

export default node;
