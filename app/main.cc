// lexgraph: law corpus -> provision tree, citation graph, index and site.
#include <iostream>

#include "app/commands.h"

int main(int argc, char** argv) {
  return lexgraph::Run(argc, argv, std::cout, std::cerr);
}
